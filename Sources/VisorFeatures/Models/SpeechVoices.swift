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
  ///
  /// With no voice named, the words are spoken in `language` (the person's, ``Language/current``):
  /// the profile's voice when it speaks it, else the default model's voice when it does, else the
  /// first voice that speaks it (`de` for German, `pt-br` for `pt-BR`). When no voice speaks it, the
  /// default (English) voice speaks and the choice carries a note saying so — never a failure.
  package func speechVoice(
    requested: String?, profile: String?, model: String? = nil, language: Language = .current
  ) throws -> SpeechChoice {
    let first = try resolve(model, for: .speech)
    let candidates = model == nil ? speakers(first: first) : [first]
    let choice = try VoiceRouting.choose(
      requested: requested, profile: profile, among: candidates.map(Self.speaker))
    let entry = candidates.first { $0.descriptor.id == choice.model } ?? first
    let chosen = SpeechChoice(entry: entry, voice: choice.voice, note: choice.note)
    let named = !(requested?.trimmingCharacters(in: .whitespaces).isEmpty ?? true)
    guard !named, model == nil else { return chosen }
    if Self.speaks(chosen, language) { return chosen }
    for candidate in candidates {
      guard let details = candidate.descriptor.voiceDetails else { continue }
      let speaking = details.filter { $0.speaks(language) }
      let voice =
        speaking.first { $0.languages.contains { $0.caseInsensitiveCompare(language.tag) == .orderedSame } }
        ?? speaking.first
      if let voice { return SpeechChoice(entry: candidate, voice: voice.id, note: choice.note) }
    }
    return SpeechChoice(entry: entry, voice: choice.voice, note: choice.note ?? .noVoice(for: language))
  }

  /// Whether the chosen voice speaks `language`: its details say so, or the model says nothing of
  /// its voices' languages (a remote provider), which is taken on trust.
  private static func speaks(_ choice: SpeechChoice, _ language: Language) -> Bool {
    guard let details = choice.entry.descriptor.voiceDetails else { return true }
    let voice = choice.voice ?? choice.entry.descriptor.voices?.first ?? details.first?.id
    return details.first { $0.id.lowercased() == voice?.lowercased() }?.speaks(language) ?? false
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

extension AnswerNote {
  /// No voice here speaks the person's language, so the English voice spoke (`speech.noVoice`, in
  /// the person's language).
  package static func noVoice(for language: Language) -> AnswerNote {
    AnswerNote(
      code: "voice_missing_for_language",
      message: MessageCatalogue.for(language).text("speech.noVoice", ["language": .text(language.name)]))
  }
}
