import Foundation
import Testing
import VisorCore
import VisorStore

/// The `RecognizerStore` and `ActivityStore` contracts, run against every store in `StoreFactory.all`.
@Suite struct RecognizerStoreContractTests {
  static func record(
    _ user: User, recognizer: String = "car", title: String = "Porsche 911",
    text: String = "Porsche 911 Python Green",
    createdAt: Date = fixedDate()
  ) -> RecognitionRecord {
    let id = UUID()
    return RecognitionRecord(
      id: id, userID: user.id, recognizer: recognizer, title: title, fieldsJSON: #"{"brand":"Porsche"}"#,
      searchText: text, model: "openai/gpt-4o", confidence: 0.8,
      imageKey: "records/\(user.id.uuidString.lowercased())/\(id.uuidString.lowercased()).jpg",
      createdAt: createdAt)
  }

  @Test(arguments: StoreFactory.all)
  func templatesAreUniqueAndListedOldestFirst(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let admin = try await makeUser(store, "root", isAdmin: true)
      let plant = RecognizerTemplate(
        name: "plant", title: "Plant", prompt: "Identify the plant.", jsonSchema: #"{"type":"object"}"#,
        titleField: "commonName", createdBy: admin.id, createdAt: fixedDate(1))
      let wine = RecognizerTemplate(
        name: "wine", title: "Wine label", prompt: "Read the label.", jsonSchema: "{}",
        createdAt: fixedDate(2))
      try await store.saveRecognizer(wine)
      try await store.saveRecognizer(plant)
      #expect(try await store.recognizers().map(\.name) == ["plant", "wine"])
      #expect(try await store.recognizer(name: "plant") == plant)
      #expect(try await store.recognizer(name: "nope") == nil)
      await #expect(throws: VisorError.self) { try await store.saveRecognizer(plant) }
      // Deleting the admin keeps the template (created_by becomes null).
      _ = try await store.deleteUser(id: admin.id)
      #expect(try await store.recognizer(name: "plant")?.createdBy == nil)
      #expect(try await store.deleteRecognizer(name: "plant"))
      #expect(!(try await store.deleteRecognizer(name: "plant")))
    }
  }

  @Test(arguments: StoreFactory.all)
  func recordsArePrivateSearchableAndPaginatedNewestFirst(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let eve = try await makeUser(store, "eve")
      let porsche = Self.record(ada, createdAt: fixedDate(1))
      let volvo = Self.record(ada, title: "Volvo 240", text: "Volvo 240 estate", createdAt: fixedDate(2))
      let fern = Self.record(
        ada, recognizer: "plant", title: "Boston fern", text: "Boston fern Nephrolepis",
        createdAt: fixedDate(3))
      for record in [porsche, volvo, fern] { try await store.saveRecord(record) }
      try await store.saveRecord(Self.record(eve, createdAt: fixedDate(4)))

      #expect(try await store.record(id: porsche.id, userID: ada.id) == porsche)
      #expect(try await store.record(id: porsche.id, userID: eve.id) == nil)
      let all = try await store.records(userID: ada.id, recognizer: nil, query: nil, limit: 10, cursor: nil)
      #expect(all.items.map(\.id) == [fern.id, volvo.id, porsche.id])
      let cars = try await store.records(userID: ada.id, recognizer: "car", query: nil, limit: 1, cursor: nil)
      #expect(cars.items.map(\.id) == [volvo.id])
      let rest = try await store.records(
        userID: ada.id, recognizer: "car", query: nil, limit: 1, cursor: cars.nextCursor)
      #expect(rest.items.map(\.id) == [porsche.id])
      #expect(rest.nextCursor == nil)
      #expect(
        try await store.records(userID: ada.id, recognizer: nil, query: "nephro", limit: 10, cursor: nil)
          .items == [fern])
      #expect(
        try await store.records(userID: ada.id, recognizer: nil, query: "NEAR(\"", limit: 10, cursor: nil)
          .items.isEmpty)
      #expect(
        try await store.records(userID: eve.id, recognizer: nil, query: "volvo", limit: 10, cursor: nil).items
          .isEmpty)
      await #expect(throws: VisorError.self) {
        _ = try await store.records(userID: ada.id, recognizer: nil, query: nil, limit: 10, cursor: "bogus!")
      }
      // Another user's id cannot be overwritten.
      var stolen = porsche
      stolen.userID = eve.id
      await #expect(throws: VisorError.self) { try await store.saveRecord(stolen) }

      #expect(try await store.deleteRecord(id: porsche.id, userID: eve.id) == nil)
      #expect(try await store.deleteRecord(id: porsche.id, userID: ada.id) == porsche)
      #expect(try await store.deleteRecord(id: porsche.id, userID: ada.id) == nil)
      #expect(
        try await store.records(userID: ada.id, recognizer: nil, query: "porsche", limit: 10, cursor: nil)
          .items.isEmpty)
    }
  }

  @Test(arguments: StoreFactory.all)
  func recordImagesAreReferencedForReconciliationAndAccountDeletion(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let record = Self.record(ada)
      try await store.saveRecord(record)
      #expect(try await store.allImageKeys().contains(record.imageKey))
      #expect(try await store.deleteUser(id: ada.id).contains(record.imageKey))
      #expect(!(try await store.allImageKeys().contains(record.imageKey)))
    }
  }

  @Test(arguments: StoreFactory.all)
  func activityCountsFeaturesAndListsRecentItems(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let eve = try await makeUser(store, "eve")
      try await store.saveAnalysis(makeAnalysis(ada, createdAt: fixedDate(1), message: "A red bicycle."))
      try await store.saveRecord(Self.record(ada, createdAt: fixedDate(2)))
      try await store.saveRecord(
        Self.record(ada, recognizer: "plant", title: "Boston fern", createdAt: fixedDate(3)))
      let activity = try await store.activity(userID: ada.id, recentLimit: 10)
      #expect(activity.counts["analyses"] == 1)
      #expect(activity.counts["cars"] == 1)
      #expect(activity.counts["records"] == 1)
      #expect(activity.recent.map(\.type) == ["record", "car", "analysis"])
      #expect(activity.recent.map(\.title) == ["Boston fern", "Porsche 911", "A red bicycle."])
      #expect(try await store.activity(userID: ada.id, recentLimit: 2).recent.count == 2)
      let none = try await store.activity(userID: eve.id, recentLimit: 10)
      #expect(none.counts["cars"] == 0 && none.recent.isEmpty)
    }
  }
}
