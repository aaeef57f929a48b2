import Foundation
import VisorCore

/// The registry's side of ``VoiceRouting``, the one voice check: analyze, `/api/v1/speech`,
/// `/v1/audio/speech` and the profile all ask it.
extension ModelRegistry {
  /// A speech model and the voice it speaks in (nil: its default), with a note when the profile's
  /// voice could not be used.
  package struct SpeechChoice: Sendable {
    package var entry: Entry
    package var voice: String?
    package var note: AnswerNote?
  }

  /// The model and voice for speaking: `model` when one is named, else the speech model that has the
  /// voice (the default model first). A `requested` voice no model has is a 400; a `profile` voice no
  /// model has falls back to the default voice with a note.
  package func speechVoice(requested: String?, profile: String?, model: String? = nil) throws -> SpeechChoice
  {
    let first = try resolve(model, for: .speech)
    let candidates = model == nil ? speakers(first: first) : [first]
    let choice = try VoiceRouting.choose(
      requested: requested, profile: profile, among: candidates.map(Self.speaker))
    let entry = candidates.first { $0.descriptor.id == choice.model } ?? first
    return SpeechChoice(entry: entry, voice: choice.voice, note: choice.note)
  }

  /// A voice for the profile: some speech model that can speak now must have it.
  package func profileVoice(_ voice: String?) throws -> String? {
    guard let voice else { return nil }
    let speakers = speakers(first: defaultEntry(for: .speech)).filter(Self.canSpeak)
    return try VoiceRouting.check(voice, among: speakers.map(Self.speaker))
  }

  /// `first`, then every other model that can speak now, in registration order.
  private func speakers(first: Entry?) -> [Entry] {
    let others = all.filter { $0.descriptor.id != first?.descriptor.id && Self.canSpeak($0) }
    return (first.map { [$0] } ?? []) + others
  }

  static func canSpeak(_ entry: Entry) -> Bool {
    entry.available && entry.synthesizer != nil && entry.descriptor.capabilities.contains(.speech)
  }

  static func speaker(_ entry: Entry) -> VoiceRouting.Speaker {
    VoiceRouting.Speaker(
      model: entry.descriptor.id, voices: entry.descriptor.voices ?? entry.synthesizer?.voices ?? [])
  }
}
