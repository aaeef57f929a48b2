import Foundation
import VisorCore
import VisorStore

/// Whether this process can serve: the database and the photo store answer, and no installed local
/// model failed to load.
public struct ReadinessService: Sendable {
  let store: any Store
  let blobs: any BlobStore
  let models: ModelRegistry

  /// One part of the answer: the database (`store`), the photo store (`photos`), or a model by id.
  public struct Component: Sendable, Equatable {
    public var name: String
    /// `ok`, `failed`, or a model's state (`ready`, `loading`, `remote`, `missing` …).
    public var state: String
    public var detail: String?
  }

  public struct Readiness: Sendable, Equatable {
    public var ready: Bool
    public var components: [Component]
  }

  /// Stores and models: ready unless a store fails or a required installed local piece failed.
  public func check() async -> Readiness {
    var components: [Component] = []
    var ready = true
    do {
      try await store.ping()
      components.append(Component(name: "store", state: "ok", detail: nil))
    } catch {
      ready = false
      components.append(Component(name: "store", state: "failed", detail: "The database cannot be reached."))
    }
    do {
      try await blobs.ping()
      components.append(Component(name: "photos", state: "ok", detail: nil))
    } catch {
      ready = false
      components.append(
        Component(name: "photos", state: "failed", detail: "The photo store cannot be reached."))
    }
    for entry in models.all {
      let d = await entry.current
      if d.state == .failed { ready = false }
      components.append(Component(name: d.id, state: d.state.rawValue, detail: d.note))
    }
    return Readiness(ready: ready, components: components)
  }
}
