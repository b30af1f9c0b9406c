import { PrivateAddressError, assertPublicUrl, isPublicAddress } from './public-address.js';

describe(assertPublicUrl.name, () => {
  it.each([
    'http://127.0.0.1/a.png',
    'http://localhost:8080/a.png',
    'http://shop.localhost/a.png',
    'http://10.1.2.3/a.png',
    'http://172.16.0.1/a.png',
    'http://192.168.1.1/a.png',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/a.png',
    'http://0.0.0.0/a.png',
    'http://[::1]/a.png',
    'http://[::ffff:127.0.0.1]/a.png',
    'http://[::127.0.0.1]/a.png',
    'http://[::7f00:1]/a.png',
    'http://[::10.0.0.1]/a.png',
    'http://[::8.8.8.8]/a.png',
    'http://[fd00::1]/a.png',
    'http://2130706433/a.png',
    'http://0x7f.1/a.png',
    'http://localhost./a.png',
    'http://LOCALHOST..:8080/a.png',
    'http://shop.localhost./a.png',
    'http://metadata.google.internal./computeMetadata/v1/',
    'http://127.0.0.1./a.png',
  ])('refuses %s', (url) => {
    expect(() => assertPublicUrl(url)).toThrow(PrivateAddressError);
  });

  it.each(['https://example.com/a.png', 'http://93.184.216.34/a.png', 'https://[2606:4700::1111]/a.png'])(
    'accepts %s',
    (url) => {
      expect(() => assertPublicUrl(url)).not.toThrow();
    },
  );
});

describe(`${assertPublicUrl.name} refusals`, () => {
  it('names the host asked for and says only that it is not allowed', () => {
    expect(() => assertPublicUrl('http://localhost.:8080/')).toThrow(
      new PrivateAddressError('the address of localhost. is not allowed'),
    );
  });
});

describe(isPublicAddress.name, () => {
  it('unwraps IPv4-mapped IPv6 addresses before classifying them', () => {
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('refuses IPv4-compatible IPv6 addresses, whatever IPv4 address they carry', () => {
    expect(isPublicAddress('::127.0.0.1')).toBe(false);
    expect(isPublicAddress('::7f00:1')).toBe(false);
    expect(isPublicAddress('::a9fe:a9fe')).toBe(false);
    expect(isPublicAddress('::808:808')).toBe(false);
  });
});
