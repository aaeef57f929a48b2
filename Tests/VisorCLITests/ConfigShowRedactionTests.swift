import Foundation
import Testing

/// Issue 23 item 8: `visor config show` never prints a password that travels inside a URL.
@Suite struct ConfigShowRedactionTests {
  @Test func aPasswordInsideTheProviderURLIsRedacted() throws {
    let shown = try CLI.run(
      ["config", "show", "--provider-url", "http://visor:hunter2-Tulip@127.0.0.1:11434/v1", "--port", "9999"])
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(!shown.stdout.contains("hunter2-Tulip"), "\(shown.stdout)")
    // The rest of the URL is still shown: the operator sees which server and user.
    #expect(
      shown.stdout.contains("providerUrl = http://visor:[redacted]@127.0.0.1:11434/v1 [flag]"),
      "\(shown.stdout)")
    #expect(shown.stdout.contains("port = 9999 [flag]"))
  }

  @Test func aURLPasswordFromTheEnvironmentIsRedactedToo() throws {
    let shown = try CLI.run(
      ["config", "show"], environment: ["VISOR_PROVIDER_URL": "https://me:env-S3cret-pw@models.example/v1"])
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(!shown.stdout.contains("env-S3cret-pw"), "\(shown.stdout)")
    #expect(shown.stdout.contains("https://me:[redacted]@models.example/v1"), "\(shown.stdout)")
  }
}
