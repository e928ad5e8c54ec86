import { describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import { addressRefusal, assertPublicAddresses, checkUrl, isPublicAddress } from './address-guard';

function refusal(run: () => unknown): EngineError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(EngineError);
    return error as EngineError;
  }
  throw new Error('expected a refusal');
}

describe('addressRefusal', () => {
  it.each([
    ['93.184.216.34'],
    ['8.8.8.8'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:80b::200e'],
    // The public IPv4 inside a mapped, NAT64 or 6to4 address decides.
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
    ['2002:808:808::1'],
  ])('lets the public address %s through', (ip) => {
    expect(addressRefusal(ip)).toBeUndefined();
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.1.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.192', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['168.63.129.16', 'cloudEndpoint'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['2001:db8::1', 'reserved'],
    ['2001:2::1', 'benchmarking'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['::ffff:127.0.0.1', 'ipv4Mapped:loopback'],
    ['::ffff:169.254.169.254', 'ipv4Mapped:linkLocal'],
    ['::ffff:0:10.0.0.1', 'rfc6145:private'],
    ['64:ff9b::7f00:1', 'rfc6052:loopback'],
    ['64:ff9b::a00:1', 'rfc6052:private'],
    ['64:ff9b:1::808:808', 'rfc6052LocalUse'],
    ['2002:7f00:1::1', '6to4:loopback'],
    ['2002:c0a8:101::1', '6to4:private'],
    ['::7f00:1', 'unassigned'],
    ['100::1', 'discard'],
    ['not-an-address', 'invalid'],
    ['1.2.3', 'invalid'],
  ])('refuses %s (%s)', (ip, reason) => {
    expect(addressRefusal(ip)).toBe(reason);
    expect(isPublicAddress(ip)).toBe(false);
  });

  it('takes an IPv6 address in brackets, as a URL writes it', () => {
    expect(addressRefusal('[::1]')).toBe('loopback');
    expect(addressRefusal('[2606:4700:4700::1111]')).toBeUndefined();
  });
});

describe('checkUrl', () => {
  it('returns the parsed address of a public page', () => {
    expect(checkUrl('https://Shop.Example.com/p/1?x=2')).toMatchObject({ hostname: 'shop.example.com', isAllowed: false, ip: undefined });
    expect(checkUrl('http://93.184.216.34:8080/')).toMatchObject({ hostname: '93.184.216.34', ip: '93.184.216.34' });
    expect(checkUrl('http://[2606:4700:4700::1111]/')).toMatchObject({ hostname: '2606:4700:4700::1111', ip: '2606:4700:4700::1111' });
  });

  it.each([
    ['http://127.0.0.1/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://10.1/', '10.0.0.1'],
    ['http://0/', '0.0.0.0'],
    ['http://0xa9fea9fe/', '169.254.169.254'],
    ['http://[::1]:8080/', '[::1]'],
    ['http://[::ffff:7f00:1]/', '[::ffff:7f00:1]'],
    ['http://[0:0:0:0:0:ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['https://[fd00:ec2::254]/latest/meta-data/', '[fd00:ec2::254]'],
  ])('refuses %s, which is %s', (address, shown) => {
    const error = refusal(() => checkUrl(address));
    expect(error).toMatchObject({ stage: 'product', code: 'ADDRESS_REFUSED', retryable: false });
    expect(error.message).toBe(`The address ${shown} is a private or local network address; only public websites can be read`);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/product', 'data:text/html,<h1>hi</h1>', 'javascript:alert(1)', 'gopher://example.com/', 'ws://example.com/'])(
    'refuses the non-web address %s',
    (address) => {
      const error = refusal(() => checkUrl(address));
      expect(error.code).toBe('ADDRESS_REFUSED');
      expect(error.message).toMatch(/^Only web addresses \(http or https\) can be read, not [a-z]+: addresses$/);
    },
  );

  it('refuses an address with a user name or password, without repeating them', () => {
    for (const address of ['https://admin:hunter2@shop.example.com/', 'https://token-abc@shop.example.com/']) {
      const error = refusal(() => checkUrl(address));
      expect(error.code).toBe('ADDRESS_REFUSED');
      expect(error.message).toContain('shop.example.com');
      expect(error.message).not.toMatch(/hunter2|token-abc|admin/);
    }
  });

  it('refuses what is not an address at all', () => {
    expect(refusal(() => checkUrl('shop.example.com/product')).code).toBe('ADDRESS_REFUSED');
    expect(refusal(() => checkUrl('http://1.2.3.4.5/')).code).toBe('ADDRESS_REFUSED');
  });

  it('lets an allowed host or host:port skip the address check, and only that one', () => {
    expect(checkUrl('http://127.0.0.1:8080/p', ['127.0.0.1:8080'])).toMatchObject({ isAllowed: true, ip: '127.0.0.1' });
    expect(checkUrl('http://LOCALHOST:3000/', ['localhost'])).toMatchObject({ isAllowed: true, hostname: 'localhost' });
    expect(checkUrl('http://127.0.0.1/', ['127.0.0.1:80'])).toMatchObject({ isAllowed: true });
    expect(checkUrl('https://shop.test/', ['Shop.Test:443'])).toMatchObject({ isAllowed: true });
    expect(checkUrl('http://[::1]:9000/', ['[::1]:9000'])).toMatchObject({ isAllowed: true, hostname: '::1' });
    expect(refusal(() => checkUrl('http://127.0.0.1:8081/', ['127.0.0.1:8080'])).code).toBe('ADDRESS_REFUSED');
    expect(refusal(() => checkUrl('http://127.0.0.2:8080/', ['127.0.0.1:8080'])).code).toBe('ADDRESS_REFUSED');
    expect(refusal(() => checkUrl('file:///etc/passwd', ['127.0.0.1'])).code).toBe('ADDRESS_REFUSED');
  });
});

describe('assertPublicAddresses', () => {
  it('accepts a name whose addresses are all public', () => {
    expect(() => assertPublicAddresses('shop.example.com', ['93.184.216.34', '2606:2800:220:1::1'])).not.toThrow();
  });

  it('refuses a name when any one of its addresses is private, naming both', () => {
    const error = refusal(() => assertPublicAddresses('shop.example.com', ['93.184.216.34', '10.0.0.7']));
    expect(error).toMatchObject({ code: 'ADDRESS_REFUSED' });
    expect(error.message).toBe('The address shop.example.com leads to 10.0.0.7, a private or local network address; only public websites can be read');
  });
});
