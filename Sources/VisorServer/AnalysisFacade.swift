import Foundation
import VisorAPI
import VisorCore
import VisorFeatures

/// What an in-process caller such as the CLI hears while an analysis runs.
public enum AnalysisProgress: Sendable {
  case transcript(String)
  case text(String)
}

public struct AnalysisSummary: Sendable {
  public var wire: AnalyzeResponse
  /// The whole spoken answer, when speaking was asked for.
  public var audio: Data?
}

/// Options for ``Features/analyze(user:options:progress:)``.
public struct AnalysisRequestOptions: Sendable {
  var options: AnalyzeOptions
}

public enum AnalyzeOptionsBuilder {
  public static func make(
    image: Data, prompt: String?, audio: Data?, speak: Bool, voice: String?, format: String?, model: String?,
    mode: String? = nil, target: String? = nil
  ) -> AnalysisRequestOptions {
    AnalysisRequestOptions(
      options: AnalyzeOptions(
        image: image, prompt: prompt, audio: audio, speak: speak, voice: voice, format: format, model: model,
        surface: "cli", mode: mode, target: target))
  }
}

extension Features {
  /// Runs an analysis as `user` and saves it to their history: `progress` hears the transcript and
  /// the text as they come, and the summary carries the whole spoken answer when speaking.
  public func analyze(
    user: User, options: AnalysisRequestOptions, progress: @escaping @Sendable (AnalysisProgress) -> Void
  ) async throws -> AnalysisSummary {
    let job = try await analysis.prepare(user: user, options: options.options)
    let (analysis, result) = try await analysis.run(job, audio: .whole) { event in
      switch event {
      case .pipeline(.transcript(let text)): progress(.transcript(text))
      case .pipeline(.textDelta(let delta)): progress(.text(delta))
      case .pipeline(.audio), .saved, .turnSaved: break
      }
    }
    var wire = AnalyzeResponse(analysis, result)
    wire.audio = nil  // the bytes are in `audio`, not base64 in the JSON the CLI prints
    return AnalysisSummary(wire: wire, audio: result.audio?.data)
  }

  /// Asks a follow-up question about the user's analysis `id` (its photo and earlier turns) and
  /// saves the answer as a turn of it; `progress` hears the transcript and the text as they come.
  public func askAbout(
    user: User, analysisID id: UUID, prompt: String?, audio: Data?, speak: Bool, voice: String?,
    format: String?, progress: @escaping @Sendable (AnalysisProgress) -> Void
  ) async throws -> (wire: FollowUpResponse, audio: Data?) {
    let job = try await analysis.prepareFollowUp(
      user: user, analysisID: id,
      options: FollowUpOptions(
        prompt: prompt, audio: audio, speak: speak, voice: voice, format: format, surface: "cli"))
    let (turn, result) = try await analysis.answerFollowUp(job, audio: .whole) { event in
      switch event {
      case .pipeline(.transcript(let text)): progress(.transcript(text))
      case .pipeline(.textDelta(let delta)): progress(.text(delta))
      case .pipeline(.audio), .saved, .turnSaved: break
      }
    }
    var wire = FollowUpResponse(turn, result)
    wire.audio = nil
    return (wire, result.audio?.data)
  }
}
