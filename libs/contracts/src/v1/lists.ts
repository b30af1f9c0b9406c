/** Cursor paging shared by every list: newest first, Stripe-style cursors. */
export interface ListQuery {
  limit: number;
  starting_after?: string;
  ending_before?: string;
}

export interface ListResult<T> {
  data: T[];
  has_more: boolean;
}

/** Every command and query that touches an account's data names the account. */
export interface AccountScoped {
  account_id: string;
}
