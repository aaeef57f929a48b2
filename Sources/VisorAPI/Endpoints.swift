import Foundation

/// The catalogue of Visor's native API: every endpoint under `/api/v1`, the health checks and the
/// Firebase-compatible `/analyzeImageContents`, each declared once.
///
/// The server registers its handlers against these values and a test checks its route table against
/// ``all``. (The OpenAI-compatible `/v1` API follows OpenAI's own description and is declared beside
/// its routes in the server, not here.)
public enum Endpoints {
  // MARK: Operations

  public static let health = Endpoint<NoBody, HealthResponse>(
    "health", .get, "/healthz", access: .open, summary: "Answers 200 while the process is up.")
  public static let readiness = Endpoint<NoBody, ReadinessResponse>(
    "readiness", .get, "/readyz", access: .open,
    summary: "Whether the store, the blob store and the media pool answer (200), or which do not (503).")
  public static let metrics = Endpoint<NoBody, NoBody>(
    "metrics", .get, "/metrics", access: .open, answers: .bytes(["text/plain"]),
    summary: "Prometheus metrics: request counts and latencies, model use, client events.")
  public static let openAPI = Endpoint<NoBody, JSONValue>(
    "openAPI", .get, "/openapi.json", access: .open,
    summary: "This description of the API (OpenAPI 3.1), generated from the endpoint catalogue.")
  public static let listModels = Endpoint<NoBody, ModelListResponse>(
    "listModels", .get, "/api/v1/models",
    summary:
      "The models this Visor can use, what each can do and whether it is ready, and each capability's default model or how to add one."
  )
  public static let recordEvents = Endpoint<EventBatchRequest, EventBatchResponse>(
    "recordEvents", .post, "/api/v1/events", answers: .json(status: 202),
    summary: "Records a batch of client analytics events (names and small properties, never content).")

  // MARK: Accounts

  public static let signIn = Endpoint<LoginRequest, LoginResponse>(
    "signIn", .post, "/api/v1/auth/login", access: .open,
    summary: "Signs in with a username and password, or a one-time code; sets the session cookie.")
  public static let createAppToken = Endpoint<AppTokenRequest, TokenCreatedResponse>(
    "createAppToken", .post, "/api/v1/auth/token", access: .open, answers: .json(status: 201),
    summary: "Signs in with a username and password, or a one-time code, and answers a new API token once.")
  public static let session = Endpoint<NoBody, SessionStatusResponse>(
    "session", .get, "/api/v1/auth/session", access: .open,
    summary: "Whether the caller is signed in (200 either way), and as whom.")
  public static let signOut = Endpoint<LogoutRequest, NoBody>(
    "signOut", .post, "/api/v1/auth/logout", access: .open, answers: .noContent,
    summary:
      "Ends the session, if there is one, and clears its cookie; `everywhere` also ends every other session and revokes every API token."
  )
  public static let me = Endpoint<NoBody, UserResponse>(
    "me", .get, "/api/v1/me", summary: "The signed-in user and their profile.")
  public static let updateProfile = Endpoint<ProfilePatch, UserResponse>(
    "updateProfile", .patch, "/api/v1/me",
    summary: "Changes the display name, accent colour, voice or speak-by-default setting.")
  public static let deleteAccount = Endpoint<NoBody, NoBody>(
    "deleteAccount", .delete, "/api/v1/me", answers: .noContent,
    summary: "Deletes the signed-in account and everything it owns.")
  public static let changePassword = Endpoint<PasswordChangeRequest, NoBody>(
    "changePassword", .post, "/api/v1/me/password", answers: .noContent,
    summary: "Sets a new password.")
  public static let exportAccount = Endpoint<NoBody, ExportResponse>(
    "exportAccount", .get, "/api/v1/me/export",
    summary: "Everything the account owns, as one JSON document.")
  public static let exportArchive = Endpoint<NoBody, NoBody>(
    "exportArchive", .get, "/api/v1/me/export/archive", answers: .bytes(["application/zip"]),
    summary:
      "Everything the account owns with its photos and recordings, as one ZIP file: export.json (with `files`, each URL's path in the archive) and the files."
  )
  public static let listTokens = Endpoint<NoBody, ListResponse<TokenResponse>>(
    "listTokens", .get, "/api/v1/tokens", summary: "The account's API tokens (never their secrets).")
  public static let createToken = Endpoint<TokenCreateRequest, TokenCreatedResponse>(
    "createToken", .post, "/api/v1/tokens", answers: .json(status: 201),
    summary: "Creates an API token; its secret is shown once, in this answer.")
  public static let revokeToken = Endpoint<NoBody, NoBody>(
    "revokeToken", .delete, "/api/v1/tokens/{id}", answers: .noContent, summary: "Revokes an API token.")
  public static let listUsers = Endpoint<NoBody, ListResponse<UserResponse>>(
    "listUsers", .get, "/api/v1/admin/users", access: .admin, summary: "Every account.")
  public static let createUser = Endpoint<AdminCreateUserRequest, UserResponse>(
    "createUser", .post, "/api/v1/admin/users", access: .admin, answers: .json(status: 201),
    summary: "Creates an account.")
  public static let deleteUser = Endpoint<NoBody, NoBody>(
    "deleteUser", .delete, "/api/v1/admin/users/{id}", access: .admin, answers: .noContent,
    summary: "Deletes an account and everything it owns.")
  public static let updateUser = Endpoint<AdminUserPatch, UserResponse>(
    "updateUser", .patch, "/api/v1/admin/users/{id}", access: .admin,
    summary:
      "Sets an account's quotas (`requestsPerMinute`, `analysesPerDay`: a number, or null for the server's default) and whether it is a helper for everyone (`helperForEveryone`); answers the account with its `limits`."
  )

  // MARK: Analysis, speech and media

  public static let analyze = Endpoint<AnalyzeRequest, AnalyzeResponse>(
    "analyze", .post, "/api/v1/vision/analyze", accepts: [.json, .multipart], answers: .jsonOrEvents,
    query: analyzeQuery,
    form: [
      .photo, FormField("prompt", .text, "The question or instruction (default: describe the photo)."),
      FormField(
        "audio", .file(["audio/webm", "audio/mp4", "audio/mpeg", "audio/wav", "audio/ogg"]),
        "A spoken question, instead of prompt."),
      FormField("speak", .boolean, "Speak the answer."),
      FormField("voice", .text, "A voice id from GET /api/v1/models."),
      FormField("format", .text, "Audio format: mp3, opus or wav."),
      FormField("model", .text, "A vision model id."),
      FormField(
        "mode", .text,
        "The channel: describe (default), text, document, barcode, colour, light, people, car, cute, or find."
      ),
      FormField("target", .text, "For mode=find: the name of a thing you taught."),
      FormField("language", .text, "The answer's language (a BCP 47 tag) instead of your own."),
    ],
    summary: "Describes a photo or answers a question about it (typed or spoken), optionally spoken aloud.")
  /// `analyze`'s query: the channel, its target and the language, when the body does not name them
  /// (`?mode=find&target=keys` with a raw photo upload).
  static let analyzeQuery = [
    EndpointQuery("mode", "The channel, when the body does not name one (as the field `mode`)."),
    EndpointQuery("target", "For mode=find, when the body does not name one (as the field `target`)."),
    EndpointQuery(
      "language", "The answer's language, when the body does not name one (as the field `language`)."),
  ]
  public static let listAnalyses = Endpoint<NoBody, ListResponse<AnalysisResponse>>(
    "listAnalyses", .get, "/api/v1/analyses", query: [.search, .limit, .cursor],
    summary: "The account's analyses, newest first.")
  public static let analysis = Endpoint<NoBody, AnalysisResponse>(
    "analysis", .get, "/api/v1/analyses/{id}", summary: "One analysis.")
  public static let askFollowUp = Endpoint<FollowUpRequest, FollowUpResponse>(
    "askFollowUp", .post, "/api/v1/analyses/{id}/messages", accepts: [.json, .multipart],
    answers: .jsonOrEvents,
    form: [
      FormField("prompt", .text, "The follow-up question."),
      FormField(
        "audio", .file(["audio/webm", "audio/mp4", "audio/mpeg", "audio/wav", "audio/ogg"]),
        "A spoken question, instead of prompt."),
      FormField("speak", .boolean, "Speak the answer."), FormField("voice", .text, "A voice id."),
      FormField("format", .text, "Audio format: mp3, opus or wav."),
      FormField("language", .text, "The answer's language (a BCP 47 tag) instead of your own."),
    ],
    summary: "Asks another question about the photo of an analysis; the answer is saved as a turn of it.")
  public static let analysisImage = Endpoint<NoBody, NoBody>(
    "analysisImage", .get, "/api/v1/analyses/{id}/image", answers: .bytes(["image/jpeg"]),
    summary: "The photo an analysis was made from.")
  public static let deleteAnalysis = Endpoint<NoBody, NoBody>(
    "deleteAnalysis", .delete, "/api/v1/analyses/{id}", answers: .noContent,
    summary: "Deletes an analysis and its photo.")
  public static let speech = Endpoint<SpeechRequest, NoBody>(
    "speech", .post, "/api/v1/speech", answers: .bytes(["audio/mpeg", "audio/wav", "audio/ogg"]),
    summary: "Speaks a text aloud in the chosen voice and format.")
  public static let transcribe = Endpoint<NoBody, TranscriptionResponse>(
    "transcribe", .post, "/api/v1/transcriptions", accepts: .multipart,
    form: [
      FormField(
        "audio", .file(["audio/webm", "audio/mp4", "audio/mpeg", "audio/wav", "audio/ogg"]), required: true,
        "The recording."),
      FormField("model", .text, "A transcription model id."),
      FormField(
        "language", .text,
        "The language spoken, as an ISO 639-1 code Whisper knows (\"de\", \"es-MX\"); \"auto\" to detect it; default: the person's language."
      ),
    ],
    summary: "Writes down what a recording says (multipart field `audio`).")
  public static let ingest = Endpoint<NoBody, NoBody>(
    "ingest", .post, "/api/v1/media/ingest", accepts: [.multipart, .image],
    answers: .bytes(["image/jpeg"]), form: [.photo],
    summary: "The photo as Visor stores it: upright, metadata (GPS) stripped, scaled, JPEG.")
  public static let live = Endpoint<NoBody, NoBody>(
    "live", .get, "/api/v1/live", answers: .webSocket(protocol: "docs/live.md"),
    query: [
      EndpointQuery(
        "mode", "The channel: `text`, `describe` (default), `people`, `barcode`, `colour`, `light` or `find`."
      ),
      EndpointQuery("target", "With `find`: `person`, `text`, `barcode` or `face`."),
      EndpointQuery(
        "language",
        "The language of what is said (a BCP 47 tag: en, es, fr, de, pt, it, pl, tr, ru, ar); default: the person's own."
      ),
    ],
    summary:
      "A live camera session over a WebSocket: send frames, hear only what changed (the protocol: docs/live.md)."
  )
  public static let firebaseAnalyze = Endpoint<FirebaseAnalyzeRequest, FirebaseAnalyzeResponse>(
    "firebaseAnalyze", .post, "/analyzeImageContents",
    summary: "The original iOS app's Firebase callable: describes a photo, optionally with MP3 audio.")

  // MARK: Cars, recognisers and records

  public static let identifyCar = Endpoint<IdentifyRequest, CarIdentifyResponse>(
    "identifyCar", .post, "/api/v1/cars/identify", accepts: [.json, .multipart], query: identifyQuery,
    form: [
      .photo,
      FormField("crop", .json, "A crop box {\"x\",\"y\",\"width\",\"height\"} in fractions of the photo."),
      FormField("model", .text, "A vision model id."),
    ],
    summary: "Identifies the car in a photo and keeps it in the garage.")
  /// The identify endpoints' query: the model, when the form does not name one.
  static let identifyQuery = [EndpointQuery("model", "A vision model id, when the form does not name one.")]
  public static let listCars = Endpoint<NoBody, ListResponse<CarResponse>>(
    "listCars", .get, "/api/v1/cars", query: [.limit, .cursor], summary: "The garage, newest first.")
  public static let car = Endpoint<NoBody, CarResponse>("car", .get, "/api/v1/cars/{id}", summary: "One car.")
  public static let deleteCar = Endpoint<NoBody, NoBody>(
    "deleteCar", .delete, "/api/v1/cars/{id}", answers: .noContent,
    summary: "Removes a car from the garage, with its photo.")
  public static let carImage = Endpoint<NoBody, NoBody>(
    "carImage", .get, "/api/v1/cars/{id}/image", answers: .bytes(["image/jpeg"]), summary: "A car's photo.")
  public static let listRecognizers = Endpoint<NoBody, ListResponse<RecognizerResponse>>(
    "listRecognizers", .get, "/api/v1/recognizers",
    summary: "The recognisers (car and any an admin added) and their fields.")
  public static let createRecognizer = Endpoint<CreateRecognizerRequest, RecognizerResponse>(
    "createRecognizer", .post, "/api/v1/recognizers", access: .admin, answers: .json(status: 201),
    summary: "Adds a recogniser from a template: its name, prompt and field schema.")
  public static let identifyWithRecognizer = Endpoint<IdentifyRequest, RecordIdentifyResponse>(
    "identifyWithRecognizer", .post, "/api/v1/recognizers/{name}/identify", accepts: [.json, .multipart],
    query: identifyQuery,
    form: [
      .photo,
      FormField("crop", .json, "A crop box {\"x\",\"y\",\"width\",\"height\"} in fractions of the photo."),
      FormField("model", .text, "A vision model id."),
    ],
    summary: "Identifies a photo with a recogniser and keeps the record.")
  public static let listRecords = Endpoint<NoBody, ListResponse<RecordResponse>>(
    "listRecords", .get, "/api/v1/records",
    query: [
      EndpointQuery("recognizer", "Only records of this recogniser."), .search, .limit, .cursor,
    ], summary: "The account's records of every recogniser, newest first.")
  public static let record = Endpoint<NoBody, RecordResponse>(
    "record", .get, "/api/v1/records/{id}", summary: "One record.")
  public static let deleteRecord = Endpoint<NoBody, NoBody>(
    "deleteRecord", .delete, "/api/v1/records/{id}", answers: .noContent,
    summary: "Deletes a record and its photo.")
  public static let recordImage = Endpoint<NoBody, NoBody>(
    "recordImage", .get, "/api/v1/records/{id}/image", answers: .bytes(["image/jpeg"]),
    summary: "A record's photo.")

  // MARK: Classification

  public static let classify = Endpoint<ClassifyRequest, ClassifyResponse>(
    "classify", .post, "/api/v1/classify", accepts: [.json, .multipart, .image],
    query: [EndpointQuery("model", "The classifier (default: ImageNet; `cute` for the cute-o-meter).")],
    form: [
      .photo, FormField("model", .text, "The classifier (default: ImageNet; `cute` for the cute-o-meter)."),
    ],
    summary: "Classifies a photo (cute or not, or with a custom classifier).")
  public static let listClassifiers = Endpoint<NoBody, ListResponse<ClassifierResponse>>(
    "listClassifiers", .get, "/api/v1/classifiers", summary: "The classifiers and their labels.")
  public static let createClassifier = Endpoint<NoBody, ClassifierResponse>(
    "createClassifier", .post, "/api/v1/classifiers", access: .admin, accepts: .multipart,
    answers: .json(status: 201),
    form: [
      FormField("model", .file(["application/octet-stream"]), required: true, "The ONNX model."),
      FormField("labels", .text, required: true, "The labels, one per line, in output order."),
      FormField("name", .text, required: true, "Its name (custom/NAME)."),
      FormField("size", .text, "Input size in pixels (default 299)."),
      FormField("resize", .text, "Shorter side before the centre crop."),
      FormField("mean", .text, "Per-channel mean (\"0.5\" or \"0.485,0.456,0.406\")."),
      FormField("std", .text, "Per-channel std."),
    ],
    summary: "Adds a custom classifier: an ONNX model (field `model`), its `labels` and a `name`.")
  public static let deleteClassifier = Endpoint<NoBody, NoBody>(
    "deleteClassifier", .delete, "/api/v1/classifiers/{name}", access: .admin, answers: .noContent,
    summary: "Removes a custom classifier.")

  // MARK: Registered model files

  public static let listModelFiles = Endpoint<NoBody, ListResponse<RegisteredModelResponse>>(
    "listModelFiles", .get, "/api/v1/admin/models", access: .admin,
    summary: "The GGUF model files an admin registered, and whether each is present.")
  public static let registerModelFile = Endpoint<RegisterModelRequest, RegisteredModelResponse>(
    "registerModelFile", .post, "/api/v1/admin/models", access: .admin, answers: .json(status: 201),
    summary: "Registers a GGUF model file on this machine as a chat model.")
  public static let removeModelFile = Endpoint<NoBody, NoBody>(
    "removeModelFile", .delete, "/api/v1/admin/models/{id}", access: .admin, answers: .noContent,
    summary: "Unregisters a model file (the file itself stays).")

  // MARK: Stats, chats and images

  public static let stats = Endpoint<NoBody, StatsResponse>(
    "stats", .get, "/api/v1/stats", summary: "Counts, favourites and recent activity for the Home screen.")
  public static let createChat = Endpoint<ChatCreateRequest, ChatResponse>(
    "createChat", .post, "/api/v1/chats", answers: .json(status: 201),
    summary: "Starts a chat (the body is optional).")
  public static let listChats = Endpoint<NoBody, ListResponse<ChatResponse>>(
    "listChats", .get, "/api/v1/chats", query: [.search, .favorite, .limit, .cursor],
    summary: "The account's chats, most recently active first.")
  public static let chat = Endpoint<NoBody, ChatDetailResponse>(
    "chat", .get, "/api/v1/chats/{id}", summary: "One chat with its messages.")
  public static let updateChat = Endpoint<ChatPatchRequest, ChatResponse>(
    "updateChat", .patch, "/api/v1/chats/{id}",
    summary: "Renames a chat, marks it a favourite or changes its model.")
  public static let deleteChat = Endpoint<NoBody, NoBody>(
    "deleteChat", .delete, "/api/v1/chats/{id}", answers: .noContent, summary: "Deletes a chat.")
  public static let chatMessageImage = Endpoint<NoBody, NoBody>(
    "chatMessageImage", .get, "/api/v1/chats/{id}/messages/{messageId}/image",
    answers: .bytes(["image/jpeg"]), summary: "The photo attached to a chat message.")
  public static let sendChatMessage = Endpoint<ChatMessageRequest, ChatReplyResponse>(
    "sendChatMessage", .post, "/api/v1/chats/{id}/messages", accepts: [.json, .multipart],
    answers: .jsonOrEvents,
    form: [FormField("content", .text, required: true, "The message."), .photo],
    summary: "Sends a message (optionally with a photo) and answers it.")
  public static let generateImage = Endpoint<ImageGenerateRequest, GalleryImageResponse>(
    "generateImage", .post, "/api/v1/images/generate", answers: .json(status: 201),
    summary: "Generates an image from a prompt and keeps it in the gallery.")
  public static let listImages = Endpoint<NoBody, ListResponse<GalleryImageResponse>>(
    "listImages", .get, "/api/v1/images", query: [.favorite, .limit, .cursor],
    summary: "The gallery, newest first.")
  public static let image = Endpoint<NoBody, GalleryImageResponse>(
    "image", .get, "/api/v1/images/{id}", summary: "One generated image's details.")
  public static let imageContent = Endpoint<NoBody, NoBody>(
    "imageContent", .get, "/api/v1/images/{id}/content", answers: .bytes(["image/png", "image/jpeg"]),
    summary: "A generated image's bytes.")
  public static let updateImage = Endpoint<ImagePatchRequest, GalleryImageResponse>(
    "updateImage", .patch, "/api/v1/images/{id}", summary: "Marks a generated image a favourite or not.")
  public static let deleteImage = Endpoint<NoBody, NoBody>(
    "deleteImage", .delete, "/api/v1/images/{id}", answers: .noContent, summary: "Deletes a generated image.")

  /// Every endpoint of the catalogue.
  public static let all: [EndpointDeclaration] =
    [
      health.declaration, readiness.declaration, metrics.declaration, openAPI.declaration,
      listModels.declaration,
      recordEvents.declaration,
      signIn.declaration, createAppToken.declaration, session.declaration, signOut.declaration,
      me.declaration,
      updateProfile.declaration,
      deleteAccount.declaration, changePassword.declaration, exportAccount.declaration,
      exportArchive.declaration,
      listTokens.declaration, createToken.declaration, revokeToken.declaration, listUsers.declaration,
      createUser.declaration, deleteUser.declaration, updateUser.declaration,
      analyze.declaration, listAnalyses.declaration, analysis.declaration, askFollowUp.declaration,
      analysisImage.declaration,
      deleteAnalysis.declaration, speech.declaration, transcribe.declaration, ingest.declaration,
      live.declaration, firebaseAnalyze.declaration,
      identifyCar.declaration, listCars.declaration, car.declaration, deleteCar.declaration,
      carImage.declaration, listRecognizers.declaration, createRecognizer.declaration,
      identifyWithRecognizer.declaration, listRecords.declaration, record.declaration,
      deleteRecord.declaration, recordImage.declaration,
      classify.declaration, listClassifiers.declaration, createClassifier.declaration,
      deleteClassifier.declaration,
      listModelFiles.declaration, registerModelFile.declaration, removeModelFile.declaration,
      stats.declaration, createChat.declaration, listChats.declaration, chat.declaration,
      updateChat.declaration, deleteChat.declaration, chatMessageImage.declaration,
      sendChatMessage.declaration, generateImage.declaration, listImages.declaration, image.declaration,
      imageContent.declaration, updateImage.declaration, deleteImage.declaration,
      // Helpers and calls (HelpersEndpoints.swift).
      listHelpers.declaration, inviteHelper.declaration, acceptHelper.declaration, endHelper.declaration,
      askHelpers.declaration, helpRequests.declaration, helpRequest.declaration, helpRequestImage.declaration,
      helpRequestQuestion.declaration, helpRequestAnswerAudio.declaration, takeHelpRequest.declaration,
      answerHelpRequest.declaration, deleteHelpRequest.declaration, helpHistory.declaration,
      helpEvents.declaration, startCall.declaration, callSignal.declaration, deleteCall.declaration,
    ] + facesAndThings
}

/// `GET /healthz`.
public struct HealthResponse: Codable, Sendable, Equatable {
  public var status: String
  public init(status: String = "ok") { self.status = status }
}

/// `POST /api/v1/events`: how many events were recorded.
public struct EventBatchResponse: Codable, Sendable, Equatable {
  public var accepted: Int
  public init(accepted: Int) { self.accepted = accepted }
}

/// `POST /analyzeImageContents`: the Firebase callable envelope, `{"data": {…}}`.
public struct FirebaseAnalyzeRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public struct Payload: Codable, Sendable, Equatable {
    public var imageBase64: String?
    public var processingCommand: String?
    public var readOutLoud: Bool?
    public init(imageBase64: String? = nil, processingCommand: String? = nil, readOutLoud: Bool? = nil) {
      self.imageBase64 = imageBase64
      self.processingCommand = processingCommand
      self.readOutLoud = readOutLoud
    }
  }
  /// Callable clients send exactly `{"data": …}`; extra keys inside `data` are ignored, as Firebase does.
  public static let fields: Set<String> = ["data"]
  public var data: Payload
  public init(data: Payload) { self.data = data }
}

/// `POST /analyzeImageContents`'s answer: `{"result": {"message", "audio"}}` (audio: base64 MP3 or null).
public struct FirebaseAnalyzeResponse: Codable, Sendable, Equatable {
  public struct Answer: Codable, Sendable, Equatable {
    public var message: String
    public var audio: String?
    public init(message: String, audio: String?) {
      self.message = message
      self.audio = audio
    }
    // `audio` is sent as null, not left out, as the original function did.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(message, forKey: .message)
      try container.encode(audio, forKey: .audio)
    }
    enum CodingKeys: String, CodingKey { case message, audio }
  }
  public var result: Answer
  public init(result: Answer) { self.result = result }
}
