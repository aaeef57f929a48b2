import Foundation
import VisorAPI

/// The OpenAI-compatible endpoints under `/v1`, declared like the native catalogue but kept out of it:
/// their description is OpenAI's own, and their bodies follow OpenAI's lenient conventions.
enum OpenAIEndpoints {
  static let models = Endpoint<NoBody, OpenAIList<OpenAIModel>>(
    "openaiModels", .get, "/v1/models", summary: "The models, as OpenAI lists them.")
  /// A catch-all: OpenAI model ids may hold slashes (`local/smollm2-135m`).
  static let model = Endpoint<NoBody, OpenAIModel>(
    "openaiModel", .get, "/v1/models/{id...}", summary: "One model, as OpenAI describes it.")
  static let chatCompletions = Endpoint<OpenAIChatRequest, OpenAIChatCompletion>(
    "openaiChatCompletions", .post, "/v1/chat/completions", answers: .jsonOrEvents,
    summary: "A chat completion (image parts, `stream`).")
  static let speech = Endpoint<OpenAISpeechRequest, NoBody>(
    "openaiSpeech", .post, "/v1/audio/speech", answers: .bytes(["audio/mpeg", "audio/ogg", "audio/wav"]),
    summary: "Speech from text.")
  static let transcriptions = Endpoint<NoBody, OpenAITranscription>(
    "openaiTranscriptions", .post, "/v1/audio/transcriptions", accepts: .multipart,
    summary: "Text from a recording.")
  static let imageGenerations = Endpoint<OpenAIImageRequest, OpenAIImagesResponse>(
    "openaiImageGenerations", .post, "/v1/images/generations", summary: "An image from a prompt.")
  /// What the official SDKs' `client.realtime.connect(model=…)` opens (docs/realtime.md).
  static let realtime = Endpoint<NoBody, NoBody>(
    "openaiRealtime", .get, "/v1/realtime", answers: .webSocket(protocol: "docs/realtime.md"),
    query: [
      EndpointQuery(
        "model",
        "`visor-default` (the default chat model; with a photo the vision model or the offline scene engine) or a chat or vision model id."
      ),
      EndpointQuery(
        "language", "The language of the conversation (a BCP 47 tag); default: the person's own."),
    ],
    summary: "A spoken conversation you can interrupt: the OpenAI Realtime protocol over a WebSocket.")

  static let all: [EndpointDeclaration] = [
    models.declaration, model.declaration, chatCompletions.declaration, speech.declaration,
    transcriptions.declaration, imageGenerations.declaration, realtime.declaration,
  ]
}
