import Foundation
import VisorCore

extension VisorConfiguration {
  /// Every secret this configuration holds — provider API keys, the database password, the S3
  /// credentials, a password inside `--provider-url` — for ``SecretRedactor``: none of them is ever
  /// relayed to a client, logged or saved. (TURN passwords and other secrets join this list.)
  public var configuredSecrets: [String] {
    var values: [String?] = [secrets.openAIKey, secrets.geminiKey, secrets.providerKey]
    values.append(database?.password)
    if let credentials = blobs?.credentials {
      values += [credentials.accessKeyID, credentials.secretAccessKey, credentials.sessionToken]
    }
    values.append(provider.url?.password)
    values.append(secrets.turnPassword)
    return values.compactMap { $0 }.filter { !$0.isEmpty }
  }

  /// Feeds ``SecretRedactor/shared`` with ``configuredSecrets`` and the secrets of the process's
  /// environment (`PGPASSWORD`, `AWS_*`, `*_API_KEY` …): the one place the redactor learns them.
  public func registerSecrets(environment: [String: String] = ProcessInfo.processInfo.environment) {
    SecretRedactor.register(configuredSecrets + SecretRedactor.secrets(inEnvironment: environment))
  }
}
