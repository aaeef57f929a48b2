import Foundation
import VisorFeatures
import VisorServer

/// A command-line option: `--name VALUE`, `--name=VALUE` or a boolean `--name`.
struct OptionSpec {
  var name: String
  var valueName: String?
  var help: String
  /// The configuration setting this option sets (its help is the setting's, with its default and
  /// environment variable).
  var setting: Setting? = nil
  var isFlag: Bool { valueName == nil }

  /// `help` in the language of ``CLIWords`` (``CLIWords/translated(_:)``); a setting's description
  /// (`cli.setting.KEY`) with its default and environment variable.
  var localizedHelp: String {
    guard let setting else { return CLIWords.translated(help) }
    let sentence = CLIWords.translated(setting.help)
    let fallback =
      setting.defaultValue.map { $0.isEmpty ? "" : " " + CLIWords.text("cli.help.default", ["value": $0]) }
      ?? ""
    return sentence + fallback + " [env \(setting.environmentVariable)]"
  }
}

/// A (sub)command's usage: what `--help` prints and what the parser accepts.
struct CommandSpec {
  var path: String
  var summary: String
  var usage: String
  var options: [OptionSpec]
  var details: String = ""

  /// The options for every configuration setting (`--port`, `--data-dir`, …).
  static let settingOptions: [OptionSpec] = Settings.all.map { setting in
    OptionSpec(
      name: String(setting.flag.dropFirst(2)), valueName: setting.kind == .bool ? nil : "VALUE",
      help: setting.help + (setting.defaultValue.map { $0.isEmpty ? "" : " (default: \($0))" } ?? "")
        + " [env \(setting.environmentVariable)]", setting: setting)
  }

  /// The settings a command that runs on the data folder uses: every one except those that only
  /// matter to a listening server (so `visor car --help` lists what works there, not 40 server flags).
  static let commandSettingOptions: [OptionSpec] = settingOptions.filter {
    ![
      "host", "port", "lan", "tls-cert", "tls-key", "max-body-mb", "max-header-kb", "client-timeout",
      "max-connections", "shutdown-grace", "web-dir", "session-days", "warm", "blob-grace-seconds",
      "maintenance-interval-seconds", "password-strength", "requests-per-minute", "analyses-per-day",
    ].contains($0.name)
  }

  /// The summary in the language of ``CLIWords`` (`cli.sub.*`).
  var localizedSummary: String { CLIWords.translated(summary) }

  /// "Usage: visor …", its continuation lines (indented under the first command, seven spaces in
  /// English) indented under the translated word.
  var usageLine: String {
    let line = CLIWords.text("cli.help.usageLine", ["usage": usage])
    let width = CLIWords.text("cli.help.usageLine", ["usage": ""]).count
    guard width != 7 else { return line }
    return line.replacingOccurrences(of: "\n       ", with: "\n" + String(repeating: " ", count: width))
  }

  /// `--help`, in the language of ``CLIWords``: summary, usage line (as typed), details, and each
  /// option's help; option names and placeholders stay as they are.
  var helpText: String {
    var lines = [localizedSummary, "", usageLine]
    if !details.isEmpty { lines += ["", CLIWords.translated(details)] }
    let all = options + [OptionSpec(name: "help", valueName: nil, help: "Show this help.")]
    lines += ["", CLIWords.text("cli.help.options")]
    for option in all {
      let left = "  --\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
      lines.append(
        left.padding(toLength: max(left.count + 2, 30), withPad: " ", startingAt: 0)
          + option.localizedHelp)
    }
    return lines.joined(separator: "\n")
  }
}

/// A usage mistake: printed with a hint and exit code 2.
struct UsageError: Error {
  var message: String
}

/// Parsed command line.
struct ParsedArguments {
  var positionals: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var wantsHelp = false

  func value(_ name: String) -> String? { values[name] }
  func has(_ name: String) -> Bool { flags.contains(name) }

  /// Setting values keyed by setting key (for the SettingsResolver).
  var settingFlags: [String: String] {
    var out: [String: String] = [:]
    for setting in Settings.all {
      let name = String(setting.flag.dropFirst(2))
      if setting.kind == .bool, flags.contains(name) { out[setting.key] = "true" }
      if let v = values[name] { out[setting.key] = v }
    }
    return out
  }

  static func parse(_ arguments: [String], spec: CommandSpec) throws -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    let byName = Dictionary(spec.options.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--help" || argument == "-h" {
        parsed.wantsHelp = true
        continue
      }
      if argument == "--" {
        parsed.positionals += arguments[index...]
        break
      }
      guard argument.hasPrefix("--") else {
        parsed.positionals.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var inline: String?
      if let eq = name.firstIndex(of: "=") {
        inline = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      guard let option = byName[name] else {
        let closest = CommandEntry.closest(to: name, among: spec.options.map(\.name) + ["help"])
        throw UsageError(
          message: closest.map {
            CLIWords.text(
              "cli.error.unknownOptionDidYouMean", ["option": name, "command": spec.path, "closest": $0])
          } ?? CLIWords.text("cli.error.unknownOption", ["option": name, "command": spec.path]))
      }
      if option.isFlag {
        if let inline {
          guard ["true", "false", "1", "0"].contains(inline) else {
            throw UsageError(message: CLIWords.text("cli.error.flagTakesNoValue", ["option": name]))
          }
          if inline == "true" || inline == "1" {
            parsed.flags.insert(name)
          } else {
            // `--cross-checks=false`: an explicit false overrides the environment, the file and a true default.
            parsed.values[name] = "false"
          }
        } else {
          parsed.flags.insert(name)
        }
      } else {
        let value: String
        if let inline {
          value = inline
        } else {
          guard index < arguments.count else {
            throw UsageError(
              message: CLIWords.text(
                "cli.error.optionNeedsValue", ["option": name, "value": option.valueName ?? "VALUE"]))
          }
          value = arguments[index]
          index += 1
        }
        // A list setting given twice (`--trusted-proxy A --trusted-proxy B`) keeps both values.
        let isList = Settings.all.contains { $0.kind == .list && $0.flag == "--\(name)" }
        if isList, let earlier = parsed.values[name], !earlier.isEmpty {
          parsed.values[name] = earlier + "," + value
        } else {
          parsed.values[name] = value
        }
      }
    }
    return parsed
  }
}
