import Foundation
import VisorAPI
import VisorCore
import VisorFeatures

/// A public, simplified view of an analysis for in-process callers such as the CLI.
public enum AnalysisProgress: Sendable {
  case transcript(String)
  case text(String)
  case finished(AnalysisSummary)
}

public struct AnalysisSummary: Sendable {
  public var wire: AnalyzeResponse
  /// The whole spoken answer, when speaking was asked for.
  public var audio: Data?
}

/// Options for ``Features/analyze(user:options:)``.
public struct AnalysisRequestOptions: Sendable {
  var options: AnalyzeOptions
}

public enum AnalyzeOptionsBuilder {
  public static func make(
    image: Data, prompt: String?, audio: Data?, speak: Bool, voice: String?, format: String?, model: String?
  ) -> AnalysisRequestOptions {
    AnalysisRequestOptions(
      options: AnalyzeOptions(
        image: image, prompt: prompt, audio: audio, speak: speak, voice: voice, format: format, model: model,
        surface: "cli"))
  }
}

extension Features {
  /// Runs an analysis as `user` and saves it to their history.
  public func analyze(user: User, options: AnalysisRequestOptions) async throws -> AsyncThrowingStream<
    AnalysisProgress, Error
  > {
    let stream = try await startAnalysis(user: user, options: options.options)
    return AsyncThrowingStream { continuation in
      let task = Task {
        do {
          for try await event in stream {
            switch event {
            case .pipeline(.transcript(let text)): continuation.yield(.transcript(text))
            case .pipeline(.textDelta(let delta)): continuation.yield(.text(delta))
            case .pipeline: break
            case .saved(let analysis, let result):
              continuation.yield(
                .finished(
                  AnalysisSummary(
                    wire: AnalyzeResponse(
                      id: analysis.id.wire, message: result.message, transcript: result.transcript,
                      audio: nil,
                      audioFormat: result.audio?.format.rawValue, model: analysis.model,
                      timings: TimingsResponse(result.timings)),
                    audio: result.audio?.data)))
            }
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
