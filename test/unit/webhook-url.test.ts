import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isPublicIpv6, URL_MESSAGES } from "../../worker/webhooks/url";

// Where a webhook may send (issue 24): https to a public host only, whatever way an address is
// written; development also takes http://127.0.0.1 and http://localhost receivers.

const production = { ENVIRONMENT: "production" } as Env;
const development = { ENVIRONMENT: "development" } as Env;
const refusal = (url: string, env = production) => {
  const checked = checkWebhookUrl(url, env);
  return checked.ok ? null : checked.message;
};

describe("webhook URLs", () => {
  it("accepts https to public hosts and addresses", () => {
    for (const url of [
      "https://hooks.example.com/kickoff",
      "https://hooks.example.com:8443/k?x=1",
      "https://93.184.216.34/hook",
      "https://[2606:4700:4700::1111]/hook",
      "https://[::ffff:93.184.216.34]/hook",
      "https://172.32.0.1/",
      "https://100.128.0.1/",
    ]) {
      expect(refusal(url), url).toBeNull();
    }
  });

  it("refuses loopback however it is written, and localhost, in production", () => {
    for (const url of [
      "https://127.0.0.1/",
      "https://2130706433/",
      "https://0x7f000001/",
      "https://0x7f.1/",
      "https://0177.0.0.1/",
      "https://127.1/",
      "https://127.255.255.254/",
      "https://[::1]/",
      "https://[0:0:0:0:0:0:0:1]/",
      "https://[::]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::ffff:7f00:1]/",
      "https://[64:ff9b::7f00:1]/",
      "https://[2002:7f00:1::]/",
      "https://0.0.0.0/",
      "https://0/",
    ]) {
      expect(refusal(url), url).toBe(URL_MESSAGES.privateAddress);
    }
    for (const url of [
      "https://localhost/",
      "https://LOCALHOST./",
      "https://api.localhost/",
      "https://box.internal/",
      "https://nas.home.arpa/",
    ]) {
      expect(refusal(url), url).toBe(URL_MESSAGES.localName);
    }
    expect(refusal("http://127.0.0.1:8787/")).toBe(URL_MESSAGES.https);
    expect(refusal("http://localhost/")).toBe(URL_MESSAGES.https);
  });

  it("refuses private, link-local, shared and reserved ranges", () => {
    for (const url of [
      "https://10.1.2.3/",
      "https://172.16.0.1/",
      "https://172.31.255.255/",
      "https://192.168.0.1/",
      "https://169.254.169.254/",
      "https://100.64.0.1/",
      "https://198.18.0.1/",
      "https://224.0.0.1/",
      "https://255.255.255.255/",
      "https://3232235521/", // 192.168.0.1 as one number
      "https://0xa9.0xfe.0xa9.0xfe/", // 169.254.169.254 in hex
      "https://[fe80::1]/",
      "https://[febf::1]/",
      "https://[fc00::1]/",
      "https://[fd00:ec2::254]/",
      "https://[ff02::1]/",
      "https://[::ffff:169.254.169.254]/",
      "https://[::ffff:a9fe:a9fe]/",
      "https://[64:ff9b:1::1]/",
      "https://[2001:db8::1]/",
    ]) {
      expect(refusal(url), url).toBe(URL_MESSAGES.privateAddress);
    }
  });

  it("refuses other schemes, credentials, single-label names and non-URLs", () => {
    expect(refusal("http://hooks.example.com/")).toBe(URL_MESSAGES.https);
    expect(refusal("ftp://hooks.example.com/")).toBe(URL_MESSAGES.https);
    expect(refusal("javascript:alert(1)")).toBe(URL_MESSAGES.https);
    expect(refusal("https://me:secret@hooks.example.com/")).toBe(URL_MESSAGES.credentials);
    expect(refusal("https://intranet/")).toBe(URL_MESSAGES.localName);
    expect(refusal("hooks.example.com/x")).toBe(URL_MESSAGES.invalid);
    expect(refusal("")).toBe(URL_MESSAGES.invalid);
  });

  it("in development, takes http and https receivers on 127.0.0.1 and localhost, and nothing else local", () => {
    for (const url of ["http://127.0.0.1:8787/hooks", "http://localhost:3000/", "https://localhost/", "http://2130706433:9/"]) {
      expect(refusal(url, development), url).toBeNull();
    }
    expect(refusal("http://10.0.0.2/", development)).toBe(URL_MESSAGES.https);
    expect(refusal("https://10.0.0.2/", development)).toBe(URL_MESSAGES.privateAddress);
    expect(refusal("https://[::1]/", development)).toBe(URL_MESSAGES.privateAddress);
    expect(refusal("http://example.com/", development)).toBe(URL_MESSAGES.https);
  });

  it("reads IPv6 in its compressed and mixed forms", () => {
    expect(isPublicIpv6("2606:4700::1111")).toBe(true);
    expect(isPublicIpv6("::ffff:8.8.8.8")).toBe(true);
    expect(isPublicIpv6("1:2:3:4:5:6:7:8:9")).toBe(false);
    expect(isPublicIpv6("1::2::3")).toBe(false);
    expect(isPublicIpv6("fe80::1%eth0")).toBe(false);
  });
});
