/**
 * One shop's part in a run of crashes: what it sets going before each fault, what it waits for
 * after it (proof the system healed), and what it checks once every fault has struck. Several
 * run side by side through the same faults, each in an account of its own.
 */
export interface FaultScenario {
  beforeFault(index: number): Promise<void>;
  afterFault(name: string): Promise<void>;
  verify(): Promise<void>;
}
