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
}
