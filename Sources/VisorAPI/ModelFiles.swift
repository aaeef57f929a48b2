import Foundation

/// `POST /api/v1/admin/models` (admins): registers a GGUF chat model that is already on the server's
/// disk, optionally with its vision projector (`mmproj`). Paths must be absolute; the files are
/// referenced, never copied or deleted.
///
/// ```json
/// {"path": "/models/qwen2.5-0.5b-instruct-q4_k_m.gguf", "id": "qwen-small"}
/// ```
public struct RegisterModelRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["path", "mmproj", "id", "replace", "chatFormat"]
  public var path: String
  public var mmproj: String?
  /// `NAME` or `custom/NAME` (default: from the file name).
  public var id: String?
  /// Replace a model registered under the same id instead of answering 409.
  public var replace: Bool?
  /// llama-cpp-python's chat handler for a vision model (default `mtmd`).
  public var chatFormat: String?
  public init(
    path: String, mmproj: String? = nil, id: String? = nil, replace: Bool? = nil, chatFormat: String? = nil
  ) {
    self.path = path
    self.mmproj = mmproj
    self.id = id
    self.replace = replace
    self.chatFormat = chatFormat
  }
}

/// A registered GGUF model: where its files are and what their headers say.
public struct RegisteredModelResponse: Codable, Sendable, Equatable {
  /// `custom/<name>`.
  public var id: String
  public var name: String
  public var path: String
  @Nullable public var mmproj: String?
  @Nullable public var chatFormat: String?
  /// Detected from the GGUF metadata: `chat`, `structured`, plus `vision` with a projector.
  public var capabilities: [String]
  @Nullable public var architecture: String?
  @Nullable public var contextLength: Int?
  @Nullable public var parameterCount: Int?
  /// The model file's size plus the projector's, in bytes.
  @Nullable public var fileBytes: Int?
  /// `not_loaded`, `loading`, `loaded`, `missing` or `failed`.
  public var state: String
  public var createdAt: Date
  public init(
    id: String, name: String, path: String, mmproj: String?, chatFormat: String?, capabilities: [String],
    architecture: String?, contextLength: Int?, parameterCount: Int?, fileBytes: Int?, state: String,
    createdAt: Date
  ) {
    self.id = id
    self.name = name
    self.path = path
    self.mmproj = mmproj
    self.chatFormat = chatFormat
    self.capabilities = capabilities
    self.architecture = architecture
    self.contextLength = contextLength
    self.parameterCount = parameterCount
    self.fileBytes = fileBytes
    self.state = state
    self.createdAt = createdAt
  }
}
