import { describe, expect, it } from "vitest";
import { isPublicAddress, isPushEndpoint, isTestEndpoint } from "./push-endpoint.ts";

describe("isPushEndpoint", () => {
  it("takes the push services browsers use: FCM, Mozilla's autopush, WNS, APNs", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dXJ3:APA91b",
      "https://android.googleapis.com/gcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://web.push.apple.com/QGx0ZXN0",
      "https://api.push.apple.com/3/device/abc",
      "https://FCM.googleapis.com:443/fcm/send/abc",
    ])
      expect(isPushEndpoint(endpoint), endpoint).toBe(true);
  });

  it("refuses every other host, scheme, port, user name and spelling of a private address", () => {
    for (const endpoint of [
      "http://127.0.0.1:9000/push",
      "http://[::1]/push",
      "https://[::1]/push",
      "http://2130706433/",
      "https://2130706433/",
      "http://0x7f000001/",
      "https://0x7f000001/",
      "http://LOCALHOST:3000/manage-leads-2024/sign-out",
      "https://localhost/manage-leads-2024/sign-out",
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.1:6379/",
      "https://[::ffff:127.0.0.1]/",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pw@fcm.googleapis.com/fcm/send/abc",
      "https://user@fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
      "https://evilfcm.googleapis.com/fcm/send/abc",
      "https://evil.fcm.googleapis.com/fcm/send/abc",
      "https://notify.windows.com.evil.example/",
      "https://evilpush.apple.com/",
      "https://fcm.googleapis.com./fcm/send/abc",
      "https://push.example/1",
      "file:///etc/passwd",
      "not a url",
    ])
      expect(isPushEndpoint(endpoint), endpoint).toBe(false);
  });

  it("takes the tests' stand-in only at the exact origin the test-only setting names", () => {
    const policy = { testOrigin: "http://127.0.0.1:9000" };
    expect(isPushEndpoint("http://127.0.0.1:9000/device", policy)).toBe(true);
    expect(isTestEndpoint("http://127.0.0.1:9000/device", policy)).toBe(true);
    for (const endpoint of ["http://127.0.0.1:9001/device", "http://localhost:9000/device", "https://127.0.0.1:9000/device", "http://u:p@127.0.0.1:9000/x"])
      expect(isPushEndpoint(endpoint, policy), endpoint).toBe(false);
    expect(isTestEndpoint("http://127.0.0.1:9000/device", {})).toBe(false);
  });
});

describe("isPublicAddress", () => {
  it("takes public IPv4 and IPv6 addresses", () => {
    for (const address of ["142.250.185.74", "8.8.8.8", "34.107.221.82", "2a00:1450:4001:82b::200a", "2620:149:a44::1", "64:ff9b::808:808", "2002:808:808::1"])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it("refuses private, loopback, link-local, unique-local, multicast, unspecified, reserved and mapped addresses", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.0.9",
      "10.0.0.1",
      "172.16.5.4",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "239.255.255.250",
      "255.255.255.255",
      "198.18.0.1",
      "192.0.2.1",
      "::",
      "::1",
      "::127.0.0.1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:8.8.8.8",
      "64:ff9b::7f00:1",
      "64:ff9b::10.0.0.1",
      "64:ff9b:1::1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "2001:db8::1",
      "2002:7f00:1::1",
      "2001::1",
      "100::1",
      "[::1]",
      "localhost",
      "",
      "1.2.3",
      "1:2:3:4:5:6:7:8:9",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});
