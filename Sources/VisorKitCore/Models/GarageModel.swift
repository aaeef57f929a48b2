import Foundation
import Observation
import VisorAPI

/// The garage: the identified cars with their photos, identify (optionally inside a crop), delete.
///
/// ```swift
/// let garage = GarageModel(client: client)
/// await garage.load()
/// await garage.identify(Photo(jpeg), crop: CropBoxRequest(x: 0.5, y: 0.1, width: 0.4, height: 0.3))
/// ```
@Observable
@MainActor
public final class GarageModel {
  /// The cars, newest first.
  public private(set) var cars: [CarResponse] = []
  /// Each car's photo, by car id, once loaded (``loadImage(of:)``).
  public private(set) var images: [String: Data] = [:]
  /// True while ``load()`` runs.
  public private(set) var isLoading = false
  /// True while a photo is being identified.
  public private(set) var isIdentifying = false
  /// What the last identification said (a car found, or "I don't see a car…").
  public private(set) var lastResult: CarIdentifyResponse?
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?
  /// Whether more cars than ``cars`` exist (``loadMore()``).
  public var hasMore: Bool { nextCursor != nil }

  private let client: VisorClient
  private var nextCursor: String?

  /// A garage over `client`'s account.
  public init(client: VisorClient) { self.client = client }

  /// Loads the first page of the garage.
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      let page = try await client.cars()
      cars = page.items
      nextCursor = page.nextCursor
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Loads the next page, if any.
  public func loadMore() async {
    guard let cursor = nextCursor else { return }
    do {
      let page = try await client.cars(cursor: cursor)
      cars += page.items
      nextCursor = page.nextCursor
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Loads a car's photo into ``images``.
  public func loadImage(of car: CarResponse) async {
    guard images[car.id] == nil else { return }
    do { images[car.id] = try await client.carImage(id: car.id) } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Identifies the car in a photo; a found car goes to the top of the garage.
  public func identify(_ photo: Photo, crop: CropBoxRequest? = nil, model: String? = nil) async {
    guard !isIdentifying else { return }
    isIdentifying = true
    defer { isIdentifying = false }
    errorMessage = nil
    do {
      let result = try await client.identifyCar(photo, crop: crop, model: model)
      lastResult = result
      if let car = result.car { cars.insert(car, at: 0) }
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Removes a car from the garage (and the server).
  public func delete(_ car: CarResponse) async {
    do {
      try await client.deleteCar(id: car.id)
      cars.removeAll { $0.id == car.id }
      images[car.id] = nil
    } catch {
      errorMessage = userMessage(for: error)
    }
  }
}
