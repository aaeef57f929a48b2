// The error catalogue: every code Visor answers, once, with its default sentence. Each code's HTTP
// status lives in one table in the HTTP layer (Sources/VisorHTTP/ErrorStatus.swift); the catalogue
// test checks that every code has a status and a sentence that says what to do.
//
// To add a code: a `static let` here (in its section), its entry in `all`, and its row in the status
// table — docs/decisions/010-error-catalogue.md. scripts/dev/error-catalogue-codemod.py inserts codes
// it finds in old-style sites before the markers below, with a sentence to write by hand.

extension ErrorCode {
  // MARK: Requests: HTTP framing, size and content types

  public static let internalError = ErrorCode(
    "internal_error",
    "Something went wrong on the server; try again, and if it keeps happening report the request id.")
  public static let notFound = ErrorCode(
    "not_found", "Nothing is here, or it belongs to someone else; check the address and the id.")
  public static let methodNotAllowed = ErrorCode(
    "method_not_allowed", "This path does not take that method; use one of those in the Allow header.")
  public static let unsupportedMediaType = ErrorCode(
    "unsupported_media_type",
    "This endpoint does not take that Content-Type; send the body in one of the formats it documents.")
  public static let bodyTooLarge = ErrorCode(
    "body_too_large",
    "The request body is larger than the limit; send a smaller file (resize the image first).")
  public static let uriTooLong = ErrorCode(
    "uri_too_long", "The request URI is too long; send large parameters in a POST body instead.")
  public static let headersTooLarge = ErrorCode(
    "headers_too_large",
    "The request headers are too large; send fewer or smaller headers (large cookies are a common cause).")
  public static let requestTimeout = ErrorCode(
    "request_timeout",
    "The request did not arrive completely in time; check the connection and send it again.")
  public static let malformedRequestLine = ErrorCode(
    "malformed_request_line", "The request line is not valid HTTP; send `METHOD /path HTTP/1.1`.")
  public static let malformedHeader = ErrorCode(
    "malformed_header", "A request header is malformed; send each header as `Name: value` on its own line.")
  public static let malformedChunk = ErrorCode(
    "malformed_chunk", "The chunked request body is malformed; resend the body with valid chunked encoding.")
  public static let missingHost = ErrorCode(
    "missing_host", "The HTTP/1.1 request has no Host header; add `Host: <server name>`.")
  public static let duplicateHost = ErrorCode(
    "duplicate_host", "The request carries more than one Host header; send exactly one.")
  public static let conflictingFraming = ErrorCode(
    "conflicting_framing",
    "The request has both Content-Length and Transfer-Encoding; send only one of them.")
  public static let invalidContentLength = ErrorCode(
    "invalid_content_length",
    "The Content-Length header is not one whole number of bytes; send the body's exact size.")
  public static let invalidTransferEncoding = ErrorCode(
    "invalid_transfer_encoding",
    "The Transfer-Encoding header cannot be used here; send Content-Length, or use HTTP/1.1 for a chunked body."
  )
  public static let unsupportedTransferEncoding = ErrorCode(
    "unsupported_transfer_encoding",
    "Only `Transfer-Encoding: chunked` is supported; send the body uncompressed, with Content-Length or chunked."
  )
  public static let httpVersionNotSupported = ErrorCode(
    "http_version_not_supported",
    "Only HTTP/1.0 and HTTP/1.1 are served here; send the request over HTTP/1.1.")
  public static let httpsRequired = ErrorCode(
    "https_required", "This port speaks HTTPS only; use an https:// address.")
  public static let serverBusy = ErrorCode(
    "server_busy", "The server cannot take this request right now; try again in a moment.")
  public static let tooManyConnections = ErrorCode(
    "too_many_connections", "The server has too many open connections; try again in a moment.")
  public static let shuttingDown = ErrorCode(
    "shutting_down", "Visor is shutting down and stopped this request; send it again once Visor is back.")
  public static let websocketRequired = ErrorCode(
    "websocket_required",
    "This address is a WebSocket; use a WebSocket client (`Upgrade: websocket`, `Sec-WebSocket-Version: 13`)."
  )
  public static let invalidWebSocketHandshake = ErrorCode(
    "invalid_websocket_handshake",
    "The WebSocket handshake is malformed; send `Sec-WebSocket-Key` as 16 random bytes in base64, as RFC 6455 says."
  )

  // MARK: Request bodies and parameters

  public static let invalidJSON = ErrorCode(
    "invalid_json", "The request body is not a valid JSON object; check its syntax and send it again.")
  public static let jsonTooDeep = ErrorCode(
    "json_too_deep", "The JSON body nests arrays or objects too deeply; flatten it.")
  public static let invalidField = ErrorCode(
    "invalid_field", "A field of the request has a wrong type or value; check it against the API reference.")
  public static let missingField = ErrorCode(
    "missing_field", "A required field is missing; add it to the request body.")
  public static let unknownField = ErrorCode(
    "unknown_field", "The request has a field this endpoint does not know; remove it.")
  public static let invalidCharacters = ErrorCode(
    "invalid_characters", "A text field holds control characters; remove them and send the text again.")
  public static let invalidMultipart = ErrorCode(
    "invalid_multipart",
    "The multipart/form-data body is malformed; send a complete multipart body with its boundary.")
  public static let invalidParameter = ErrorCode(
    "invalid_parameter", "A query parameter has a value this endpoint does not take; check the API reference."
  )
  public static let invalidLimit = ErrorCode(
    "invalid_limit", "\"limit\" must be a whole number from 1 to 200; send one in that range.")
  public static let invalidCursor = ErrorCode(
    "invalid_cursor",
    "The cursor is not valid; pass the previous page's nextCursor unchanged, or omit it to start from the newest."
  )
  public static let tooManyEvents = ErrorCode(
    "too_many_events", "The batch holds too many events; split it and send the parts one after another.")

  // MARK: OpenAI-compatible parameters (OpenAI's own codes)

  public static let invalidValue = ErrorCode(
    "invalid_value", "A parameter has an invalid value; check it against OpenAI's API reference.")
  public static let invalidType = ErrorCode(
    "invalid_type", "A parameter has the wrong type; check it against OpenAI's API reference.")
  public static let missingRequiredParameter = ErrorCode(
    "missing_required_parameter", "A required parameter is missing; add it to the request.")
  public static let unsupportedValue = ErrorCode(
    "unsupported_value",
    "A parameter has a value Visor does not support; use one of the values the message lists.")
  public static let decimalOutOfRange = ErrorCode(
    "decimal_out_of_range",
    "A number parameter is out of its range; send a value inside the documented range.")
  public static let integerBelowMinValue = ErrorCode(
    "integer_below_min_value", "A whole-number parameter is below its minimum; send a larger value.")
  public static let stringAboveMaxLength = ErrorCode(
    "string_above_max_length",
    "A text parameter is longer than the limit; split the text into several requests.")
  public static let imageURLNotSupported = ErrorCode(
    "image_url_not_supported", "Visor does not fetch image URLs; send the image as a base64 data: URL.")
  public static let invalidImageURL = ErrorCode(
    "invalid_image_url",
    "The image data: URL is not valid; send `data:image/jpeg;base64,…` with the image bytes.")
  public static let imageNotSupported = ErrorCode(
    "image_not_supported", "This model cannot read images; pick a model with vision from GET /v1/models.")
  public static let modelNotFound = ErrorCode(
    "model_not_found", "The model does not exist on this Visor; pick one that GET /v1/models lists.")

  // MARK: Accounts, sessions and permissions

  public static let unauthorized = ErrorCode(
    "unauthorized", "Sign in, or send a valid API token as `Authorization: Bearer <token>`.")
  public static let forbidden = ErrorCode(
    "forbidden", "Only an admin can do this; ask an admin of this Visor.")
  public static let csrfFailed = ErrorCode(
    "csrf_failed", "The request lacks the X-CSRF-Token of your session; reload the web app and try again.")
  public static let tooManyAttempts = ErrorCode(
    "too_many_attempts", "Too many failed sign-ins; wait the seconds in Retry-After and try again.")
  public static let rateLimited = ErrorCode(
    "rate_limited",
    "Too many requests this minute for this account; wait the seconds in Retry-After, or ask an admin to raise the limit."
  )
  public static let quotaExceeded = ErrorCode(
    "quota_exceeded",
    "This account has used today's analyses (days are UTC); wait the seconds in Retry-After, or ask an admin to raise the limit."
  )
  public static let invalidUsername = ErrorCode(
    "invalid_username",
    "The username is not valid; use 3–32 lowercase letters, digits, dots, dashes or underscores.")
  public static let usernameTaken = ErrorCode(
    "username_taken", "The username is already taken (usernames ignore letter case); choose a different one.")
  public static let weakPassword = ErrorCode(
    "weak_password", "The password is too short; choose one of at least 8 characters.")
  public static let invalidPassword = ErrorCode(
    "invalid_password", "The password is too long; use at most 1024 bytes.")
  public static let wrongPassword = ErrorCode(
    "wrong_password", "The current password is not right; type it again.")
  public static let lastAdmin = ErrorCode(
    "last_admin", "This is the only admin; make another user an admin first.")
  public static let cannotDeleteSelf = ErrorCode(
    "cannot_delete_self", "Admins cannot delete their own account here; use DELETE /api/v1/me instead.")
  public static let outOfMemory = ErrorCode(
    "out_of_memory", "The server is short of memory for this operation right now; try again in a moment.")

  // MARK: Records in the store

  public static let userExists = ErrorCode(
    "user_exists", "A user with this id already exists; create the user with a new id.")
  public static let analysisExists = ErrorCode(
    "analysis_exists", "An analysis with this id already exists; save the analysis with a new id.")
  public static let chatExists = ErrorCode(
    "chat_exists", "A chat with this id already exists; create the chat with a new id.")
  public static let messageExists = ErrorCode(
    "message_exists", "A message with this id already exists; send it with a new id.")
  public static let imageExists = ErrorCode(
    "image_exists", "An image with this id already exists; save it with a new id.")
  public static let recordExists = ErrorCode(
    "record_exists", "A record with this id already exists; save the record with a new id.")
  public static let recognizerExists = ErrorCode(
    "recognizer_exists", "A recogniser with this name already exists; choose another name.")
  public static let invalidBlobKey = ErrorCode(
    "invalid_blob_key",
    "The blob key is not valid; use lowercase letters, digits and / . _ - in segments that do not start with a dot."
  )
  public static let databaseTooNew = ErrorCode(
    "database_too_new",
    "The database was written by a newer Visor; run that Visor, or restore a backup made by this one.")
  public static let migrationMismatch = ErrorCode(
    "migration_mismatch",
    "The database's schema history differs from this Visor's; restore a backup made by this Visor version.")
  public static let duplicateMigration = ErrorCode(
    "duplicate_migration", "Two migrations share a version number; give each migration its own version.")
  public static let reservedMigrationVersion = ErrorCode(
    "reserved_migration_version",
    "A feature migration uses a version reserved for the core store; give it a version above that range.")
  public static let unavailable = ErrorCode(
    "unavailable",
    "This part of Visor cannot serve right now; try again in a moment, or check the server's log.")
  public static let databaseUnavailable = ErrorCode(
    "database_unavailable",
    "The database cannot be reached; check that PostgreSQL is running and --database is right, then try again."
  )
  public static let blobStoreUnavailable = ErrorCode(
    "blob_store_unavailable",
    "The object storage cannot be reached; check that it is running and --blobs is right, then try again.")
  public static let blobStoreDenied = ErrorCode(
    "blob_store_denied",
    "The object storage refused Visor's credentials; check AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and the bucket policy."
  )
  public static let bucketNotFound = ErrorCode(
    "bucket_not_found", "The bucket named in --blobs does not exist; create it or fix the name.")
  public static let migrationTargetNotEmpty = ErrorCode(
    "migration_target_not_empty",
    "The target of visor migrate already holds data; give it an empty database and bucket, or pass --resume to continue an interrupted migration."
  )
  public static let migrationVerifyFailed = ErrorCode(
    "migration_verify_failed",
    "The copy differs from the source (a row count or a checksum); run visor migrate again with --resume, and keep the embedded install until it passes."
  )

  // MARK: Images

  public static let imageUnreadable = ErrorCode(
    "image_unreadable", "The file is not an image Visor can read; send a JPEG, PNG, WebP, HEIC or GIF file.")
  public static let imageTruncated = ErrorCode(
    "image_truncated",
    "The image data is truncated or corrupt; upload the complete file again, or re-save it and retry.")
  public static let imageTooLarge = ErrorCode(
    "image_too_large", "The image has more pixels than the limit; resize it and try again.")
  public static let invalidCrop = ErrorCode(
    "invalid_crop",
    "The crop box must be {x, y, width, height} in 0…1 of the upright image; send a box inside the image.")
  public static let invalidSize = ErrorCode(
    "invalid_size", "The requested size is out of range; choose between 1 and 8192 pixels.")
  public static let invalidPixels = ErrorCode(
    "invalid_pixels",
    "The pixel buffer does not match its size; give width × height × bands bytes with 1 to 4 bands.")
  public static let imageEncodeFailed = ErrorCode(
    "image_encode_failed", "The image could not be encoded; try again, or try another image format.")
  public static let imageLibraryUnavailable = ErrorCode(
    "image_library_unavailable",
    "The image library (libvips) could not start; check that libvips is installed.")

  // MARK: Audio and speech

  public static let audioUnreadable = ErrorCode(
    "audio_unreadable",
    "The upload holds no audio Visor can read; send WebM/Opus, MP4/AAC, MP3, WAV, Ogg or FLAC audio.")
  public static let audioTooLong = ErrorCode(
    "audio_too_long", "The audio is longer than the limit; record a shorter question and try again.")
  public static let audioSilent = ErrorCode(
    "audio_silent", "The audio is silent; check the microphone and record again.")
  public static let audioInvalid = ErrorCode(
    "audio_invalid", "The audio cannot be encoded as it is; use a sample rate from 8000 to 192000 Hz.")
  public static let audioDecodeFailed = ErrorCode(
    "audio_decode_failed", "Decoding the audio failed inside Visor; try again.")
  public static let audioEncodeFailed = ErrorCode(
    "audio_encode_failed", "The audio encoder failed; try another audio format (mp3, opus or wav).")
  public static let emptyAudio = ErrorCode(
    "empty_audio", "The audio is empty; record a few seconds of speech and try again.")
  public static let noSpeech = ErrorCode(
    "no_speech", "No words were heard; speak clearly and record again, or type the question.")
  public static let emptyText = ErrorCode(
    "empty_text", "The text is empty; send some words to speak.")
  public static let textTooLong = ErrorCode(
    "text_too_long", "The text is too long to speak in one request; split it into several requests.")
  public static let unknownVoice = ErrorCode(
    "unknown_voice", "The speech model has no such voice; use one that GET /api/v1/models lists for it.")
  public static let unknownFormat = ErrorCode(
    "unknown_format", "The audio format is not one Visor makes; use mp3, opus or wav.")
  public static let unknownMode = ErrorCode(
    "unknown_mode",
    "There is no such channel; use describe, text, document, barcode, colour, light, people, car or cute.")
  public static let unsupportedLanguage = ErrorCode(
    "unsupported_language",
    "Visor does not speak that language; send one of the language tags the message lists (\"es\", \"fr\", \"de\"…)."
  )
  public static let synthesisFailed = ErrorCode(
    "synthesis_failed",
    "The speech engine produced no audio for this text; try simpler words or another voice.")

  // MARK: Analysis, chats and prompts

  public static let promptTooLong = ErrorCode(
    "prompt_too_long", "The prompt is longer than the limit; shorten it and send it again.")
  public static let promptAndAudio = ErrorCode(
    "prompt_and_audio", "Send either a typed \"prompt\" or a spoken question \"audio\", not both.")
  public static let emptyMessage = ErrorCode(
    "empty_message", "The message is empty; type something to send.")
  public static let messageTooLong = ErrorCode(
    "message_too_long",
    "The message is more than the model can read at once; shorten it or split it in parts.")
  public static let invalidModelOutput = ErrorCode(
    "invalid_model_output",
    "The model did not answer in the expected structure; try again, or configure a model that supports structured output."
  )

  // MARK: Models and capabilities

  public static let notConfigured = ErrorCode(
    "not_configured",
    "This capability is not configured on this Visor; configure a model for it (see the README).")
  public static let unknownModel = ErrorCode(
    "unknown_model", "There is no model with this id; pick one that GET /api/v1/models lists.")
  public static let modelCapability = ErrorCode(
    "model_capability",
    "The model cannot do this; pick one that GET /api/v1/models lists with the capability.")
  public static let modelUnavailable = ErrorCode(
    "model_unavailable", "The model is not available here; pick another one that GET /api/v1/models lists.")
  public static let modelCannotSee = ErrorCode(
    "model_cannot_see",
    "The chat's model cannot see images; change the chat's model or start a chat with one that can.")
  public static let modelNotInstalled = ErrorCode(
    "model_not_installed",
    "A model of the offline engine is not installed; run scripts/setup.sh to install it, then try again.")
  public static let modelMissing = ErrorCode(
    "model_missing", "The model's file has gone; put it back, or remove the model with `visor models remove`."
  )
  public static let modelBuiltin = ErrorCode(
    "model_builtin", "Built-in models cannot be removed; remove only models added with `visor models add`.")
  public static let modelExists = ErrorCode(
    "model_exists", "A model with this name already exists; choose another name or remove the old one first.")
  public static let modelInvalid = ErrorCode(
    "model_invalid", "The model file is not a usable GGUF file; download it again or choose another file.")
  public static let modelUnloadable = ErrorCode(
    "model_unloadable",
    "The model could not be loaded; export it to ONNX with opset 10 or lower and add it again.")
  public static let modelUnrunnable = ErrorCode(
    "model_unrunnable", "The model loaded but could not run; check its input size and export it again.")
  public static let notChatModel = ErrorCode(
    "not_chat_model", "The file is not a chat model; add the chat model's GGUF file instead.")
  public static let notVisionProjector = ErrorCode(
    "not_vision_projector",
    "The --mmproj file is not a CLIP vision projector; pass the projector that belongs to this model.")
  public static let notONNX = ErrorCode(
    "not_onnx", "The classifier file is not an ONNX model; give an ONNX file (model.onnx).")
  public static let invalidLabels = ErrorCode(
    "invalid_labels", "The labels file is not usable; give one label per line, in output order.")
  public static let labelsMismatch = ErrorCode(
    "labels_mismatch",
    "The labels do not match the model's outputs; give one label per output, in output order.")
  public static let wrongInputShape = ErrorCode(
    "wrong_input_shape",
    "The model does not take the declared input size; set the input size the model was trained with.")
  public static let classifierExists = ErrorCode(
    "classifier_exists", "A classifier with this name already exists; remove it first or choose another name."
  )
  public static let fileMissing = ErrorCode(
    "file_missing", "There is no model file at this path; check the path of the .gguf or .onnx file.")
  public static let fileUnreadable = ErrorCode(
    "file_unreadable", "The file cannot be read by Visor; check its path and permissions.")
  public static let invalidSchema = ErrorCode(
    "invalid_schema", "The JSON schema is not usable; fix it and send it again.")
  public static let invalidJSONSchema = ErrorCode(
    "invalid_json_schema", "The JSON schema for structured output is not a JSON object; fix the schema.")

  // MARK: The offline engine and its workers

  public static let classifierFailed = ErrorCode(
    "classifier_failed", "The image classifier failed on this image; try again, or try another photo.")
  public static let detectorFailed = ErrorCode(
    "detector_failed", "Object detection failed on this image; try again, or try another photo.")
  public static let ocrFailed = ErrorCode(
    "ocr_failed", "The text reader could not process this image; try again, or try a sharper photo.")
  public static let workerUnavailable = ErrorCode(
    "worker_unavailable",
    "A local worker could not start; run scripts/setup.sh to install the local models, then restart Visor.")
  public static let workerRestarting = ErrorCode(
    "worker_restarting", "A local worker stopped unexpectedly and is restarting; try again in a few seconds.")
  public static let workerStopped = ErrorCode(
    "worker_stopped", "A local worker is shutting down; try again once Visor has restarted.")
  public static let workerTimeout = ErrorCode(
    "worker_timeout", "A local worker did not answer in time and was restarted; try again with shorter input."
  )
  public static let workerError = ErrorCode(
    "worker_error", "A local worker could not do that; check the message's detail and try again.")
  public static let workerProtocol = ErrorCode(
    "worker_protocol", "This local worker does not take requests; report this as a bug in Visor.")

  // MARK: Providers

  public static let providerAuth = ErrorCode(
    "provider_auth", "The provider rejected the API key; check the key in the environment or the key file.")
  public static let providerModelNotFound = ErrorCode(
    "provider_model_not_found",
    "The provider does not know the model; check the model name in the configuration.")
  public static let providerBadRequest = ErrorCode(
    "provider_bad_request", "The provider refused the request; check the model's capabilities and the input.")
  public static let providerBadResponse = ErrorCode(
    "provider_bad_response", "The provider's answer was not usable; try again, or pick another model.")
  public static let providerUnavailable = ErrorCode(
    "provider_unavailable", "The provider failed or is rate-limiting requests; try again later.")
  public static let providerUnreachable = ErrorCode(
    "provider_unreachable",
    "The provider could not be reached; check that it is running and that its base URL is right.")
  public static let providerTimeout = ErrorCode(
    "provider_timeout",
    "The provider did not answer in time; try again, or raise its timeout if the model is slow.")
  public static let providerAnswerTooLarge = ErrorCode(
    "provider_answer_too_large",
    "The provider's answer was larger than Visor accepts and nothing was saved; ask for a shorter answer.")

  // MARK: Configuration, files and the server's own start

  public static let invalidSetting = ErrorCode(
    "invalid_setting",
    "A setting has a value Visor cannot use; fix the flag, environment variable or config entry.")
  public static let configMissing = ErrorCode(
    "config_missing", "The config file does not exist; check --config or VISOR_CONFIG.")
  public static let configUnreadable = ErrorCode(
    "config_unreadable", "The config file could not be read; check its permissions.")
  public static let configInvalid = ErrorCode(
    "config_invalid",
    "The config file is not a JSON object of settings; fix it (see the README, Configuration).")
  public static let configUnknownKey = ErrorCode(
    "config_unknown_key", "The config file has an unknown key; remove it or correct its spelling.")
  public static let configSecretInFile = ErrorCode(
    "config_secret_in_file",
    "Secrets must not be in the config file; put them in the environment or the 0600 key file.")
  public static let keyFileMissing = ErrorCode(
    "key_file_missing", "The key file does not exist; create it or unset keyFile.")
  public static let keyFilePermissions = ErrorCode(
    "key_file_permissions", "The key file is readable by other users; run `chmod 600` on it and start again.")
  public static let dataDirUnwritable = ErrorCode(
    "data_dir_unwritable", "The data folder cannot be created or written; choose another with --data-dir.")
  public static let outputUnwritable = ErrorCode(
    "output_unwritable", "The output file cannot be written; choose another file with -o.")
  public static let backupInvalid = ErrorCode(
    "backup_invalid", "That file is not a Visor backup, or it is damaged; make a new one with `visor backup`."
  )
  public static let backupTargetNotEmpty = ErrorCode(
    "backup_target_not_empty",
    "The data folder already holds a Visor; restore into an empty folder, or add --force to replace it.")
  public static let backupUnsupported = ErrorCode(
    "backup_unsupported",
    "`visor backup` copies only the embedded store (SQLite + files); use pg_dump for PostgreSQL and the bucket's own versioning for S3."
  )
  public static let addressInUse = ErrorCode(
    "address_in_use", "The port is already in use; stop the other program using it or choose another port.")
  public static let addressNotPermitted = ErrorCode(
    "address_not_permitted",
    "Visor may not listen on this port; choose a port above 1023 or run with the needed permission.")
  public static let listenFailed = ErrorCode(
    "listen_failed",
    "The HTTP server could not start; check that the host is a local IP address and the port is free.")
  public static let tlsFailed = ErrorCode(
    "tls_failed",
    "The HTTPS server could not start; check that the TLS certificate and key are valid PEM and belong together."
  )
  public static let tlsSetupFailed = ErrorCode(
    "tls_setup_failed",
    "A self-signed certificate could not be created; install openssl or pass --tls-cert and --tls-key.")
  public static let tlsUnreadable = ErrorCode(
    "tls_unreadable", "The TLS certificate or key cannot be read; check the paths and permissions.")

  // MARK: Faces and things you taught (issue 26, decision 038)

  public static let knownExists = ErrorCode(
    "known_exists",
    "You already taught a face or thing with this name; choose another name or rename the old one.")
  public static let noFaceInPhoto = ErrorCode(
    "no_face_in_photo",
    "A teaching photo shows no face; send photos where the face is clear, frontal and well lit.")
  public static let severalFacesInPhoto = ErrorCode(
    "several_faces_in_photo", "A teaching photo shows more than one face; send photos of this person alone.")
  public static let tooManyKnown = ErrorCode(
    "too_many_known",
    "You have taught as many faces or things as Visor keeps; delete one before teaching another.")
  public static let featureOff = ErrorCode(
    "feature_off", "An admin turned this feature off on this server; ask them to turn it on.")
  // MARK: Helpers and calls (issue 28)

  public static let helperExists = ErrorCode(
    "helper_exists", "You have already invited this person; ask them to accept in Settings → Helpers.")
  public static let notAHelper = ErrorCode(
    "not_a_helper",
    "Only a helper this person chose (who accepted) can do this; ask them to invite you in Settings → Helpers."
  )
  public static let noHelpers = ErrorCode(
    "no_helpers",
    "You have no helper yet; invite someone on this Visor in Settings → Helpers and ask them to accept.")
  public static let helpTaken = ErrorCode(
    "help_taken",
    "Another helper has already taken this request; leave it to them, or check the others waiting.")
  public static let helpClosed = ErrorCode(
    "help_closed",
    "This request is no longer open (it was answered or it expired); wait for the asker to ask again.")
  public static let helperUnavailable = ErrorCode(
    "helper_unavailable",
    "That helper is not available right now (their Visor is closed or they are in a call); send a photo instead, or try again later."
  )
  public static let callEnded = ErrorCode(
    "call_ended", "This call has ended; start a new call.")

  // codemod: new codes above

  /// Every code, in catalogue order.
  public static let all: [ErrorCode] = [
    .internalError, .notFound, .methodNotAllowed, .unsupportedMediaType, .bodyTooLarge, .uriTooLong,
    .headersTooLarge, .requestTimeout, .malformedRequestLine, .malformedHeader, .malformedChunk, .missingHost,
    .duplicateHost, .conflictingFraming, .invalidContentLength, .invalidTransferEncoding,
    .unsupportedTransferEncoding, .httpVersionNotSupported, .httpsRequired, .serverBusy, .tooManyConnections,
    .shuttingDown, .websocketRequired, .invalidWebSocketHandshake,
    .invalidJSON, .jsonTooDeep, .invalidField, .missingField, .unknownField, .invalidCharacters,
    .invalidMultipart, .invalidParameter, .invalidLimit, .invalidCursor, .tooManyEvents,
    .invalidValue, .invalidType, .missingRequiredParameter, .unsupportedValue, .decimalOutOfRange,
    .integerBelowMinValue, .stringAboveMaxLength, .imageURLNotSupported, .invalidImageURL, .imageNotSupported,
    .modelNotFound,
    .unauthorized, .forbidden, .csrfFailed, .tooManyAttempts, .rateLimited, .quotaExceeded, .invalidUsername,
    .usernameTaken, .weakPassword,
    .invalidPassword, .wrongPassword, .lastAdmin, .cannotDeleteSelf, .outOfMemory,
    .userExists, .analysisExists, .chatExists, .messageExists, .imageExists, .recordExists, .recognizerExists,
    .invalidBlobKey, .databaseTooNew, .migrationMismatch, .duplicateMigration, .reservedMigrationVersion,
    .unavailable, .databaseUnavailable, .blobStoreUnavailable, .blobStoreDenied, .bucketNotFound,
    .migrationTargetNotEmpty, .migrationVerifyFailed,
    .imageUnreadable, .imageTruncated, .imageTooLarge, .invalidCrop, .invalidSize, .invalidPixels,
    .imageEncodeFailed, .imageLibraryUnavailable,
    .audioUnreadable, .audioTooLong, .audioSilent, .audioInvalid, .audioDecodeFailed, .audioEncodeFailed,
    .emptyAudio, .noSpeech, .emptyText, .textTooLong, .unknownVoice, .unknownFormat, .unknownMode,
    .unsupportedLanguage,
    .synthesisFailed,
    .promptTooLong, .promptAndAudio, .emptyMessage, .messageTooLong, .invalidModelOutput,
    .notConfigured, .unknownModel, .modelCapability, .modelUnavailable, .modelCannotSee, .modelNotInstalled,
    .modelMissing, .modelBuiltin, .modelExists, .modelInvalid, .modelUnloadable, .modelUnrunnable,
    .notChatModel, .notVisionProjector, .notONNX, .invalidLabels, .labelsMismatch, .wrongInputShape,
    .classifierExists, .fileMissing, .fileUnreadable, .invalidSchema, .invalidJSONSchema,
    .classifierFailed, .detectorFailed, .ocrFailed, .workerUnavailable, .workerRestarting, .workerStopped,
    .workerTimeout, .workerError, .workerProtocol,
    .providerAuth, .providerModelNotFound, .providerBadRequest, .providerBadResponse, .providerUnavailable,
    .providerUnreachable, .providerTimeout, .providerAnswerTooLarge,
    .invalidSetting, .configMissing, .configUnreadable, .configInvalid, .configUnknownKey,
    .configSecretInFile,
    .keyFileMissing, .keyFilePermissions, .dataDirUnwritable, .outputUnwritable, .backupInvalid,
    .backupTargetNotEmpty, .backupUnsupported, .addressInUse,
    .addressNotPermitted, .listenFailed, .tlsFailed, .tlsSetupFailed, .tlsUnreadable,
    .knownExists, .noFaceInPhoto, .severalFacesInPhoto, .tooManyKnown, .featureOff,
    .helperExists, .notAHelper, .noHelpers, .helpTaken, .helpClosed, .helperUnavailable,
    .callEnded,
    // codemod: new entries of all above
  ]
}
