import Foundation
import VisorCore
import VisorFeatures
import VisorServer
import VisorStore

/// `visor imagine "prompt" -o out.png`: generates an image with the configured image model, saves it in
/// the user's gallery and writes it to a file.
enum ImagineCommand {
  static let spec = CommandSpec(
    path: "imagine", summary: "Generate an image from a prompt (needs an image provider).",
    usage: "visor imagine \"PROMPT\" [-o FILE] [--size 1024x1024] [--user NAME] [--json] [--data-dir D]",
    options: [
      OptionSpec(
        name: "output", valueName: "FILE",
        help: "Where to write the image (-o works too; default: visor-<id>.<ext> here)."),
      OptionSpec(
        name: "size", valueName: "WxH",
        help: "One of \(ImageService.sizes.joined(separator: ", ")) (default 1024x1024)."),
      FeatureCommand.userOption,
      OptionSpec(name: "json", valueName: nil, help: "Print the gallery record as JSON."),
    ] + InProcessFeature.settingOptions,
    details:
      "The image is also saved in the user's gallery (GET /api/v1/images). Configure a provider first, e.g. VISOR_OPENAI_API_KEY."
  )

  static func run(_ arguments: [String]) async throws -> Int32 {
    // `-o FILE` is the familiar short form of `--output FILE`.
    let arguments = arguments.map { $0 == "-o" ? "--output" : $0 }
    guard let parsed = try parse(arguments, spec) else { return 0 }
    guard parsed.positionals.count == 1, let prompt = parsed.positionals.first else {
      throw UsageError(
        message: "give the prompt as one argument, in quotes: visor imagine \"a red fox in snow\"")
    }
    let app = try await InProcessFeature.application(parsed)
    do {
      let user = try await FeatureCommand.user(parsed, app: app)
      let gallery = app.images
      let image = try await gallery.generate(user: user, prompt: prompt, size: parsed.value("size"))
      let data = try await gallery.content(of: image)
      let ext = URL(fileURLWithPath: image.imageKey).pathExtension
      let path = parsed.value("output") ?? "visor-\(image.id.uuidString.lowercased().prefix(8)).\(ext)"
      do {
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        throw VisorError(
          .outputUnwritable,
          "Cannot write \(path) (\(error.localizedDescription)); choose another file with -o. The image is saved in the gallery as \(image.id.uuidString.lowercased())."
        )
      }
      if parsed.has("json") {
        try UsersCommand.printJSON(
          [
            "id": image.id.uuidString.lowercased(), "prompt": image.prompt, "size": image.size,
            "model": image.model,
            "mimeType": image.mimeType, "file": path,
          ])
      } else {
        print(
          "Wrote \(path) (\(image.size), \(image.model)); saved in the gallery as \(image.id.uuidString.lowercased())."
        )
      }
      await app.shutdown()
      return 0
    } catch {
      await app.shutdown()
      throw error
    }
  }
}
