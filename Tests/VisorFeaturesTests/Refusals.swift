import Testing
import VisorCore

/// The `VisorError` a service call throws, to check its code and sentence; nil (recorded as an
/// issue) when it throws none or something else.
///
/// ```swift
/// let error = await refusal { _ = try await images.draw(user: ada, prompt: "", size: nil) }
/// #expect(error?.code == .missingField)
/// ```
func refusal(_ body: () async throws -> Void) async -> VisorError? {
  do {
    try await body()
    Issue.record("expected a refusal")
    return nil
  } catch let error as VisorError {
    return error
  } catch {
    Issue.record("not a VisorError: \(error)")
    return nil
  }
}
