/// Dominant colours by k-means over packed RGB8 pixels (deterministic: seeded from a coarse histogram).
enum ColorClustering {
  struct Cluster: Equatable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var fraction: Double
  }

  static func dominant(rgb: [UInt8], count: Int, iterations: Int = 8) -> [Cluster] {
    let pixelCount = rgb.count / 3
    guard pixelCount > 0, count > 0 else { return [] }

    // Seed: the most populated cells of a 8×8×8 histogram, skipping cells too close to a chosen one.
    var cells = [Int](repeating: 0, count: 512)
    var cellSums = [(Double, Double, Double)](repeating: (0, 0, 0), count: 512)
    for index in 0..<pixelCount {
      let (r, g, b) = (Int(rgb[index * 3]), Int(rgb[index * 3 + 1]), Int(rgb[index * 3 + 2]))
      let cell = (r >> 5) << 6 | (g >> 5) << 3 | (b >> 5)
      cells[cell] += 1
      cellSums[cell].0 += Double(r)
      cellSums[cell].1 += Double(g)
      cellSums[cell].2 += Double(b)
    }
    let ranked = cells.indices.filter { cells[$0] > 0 }.sorted { cells[$0] > cells[$1] }
    var centres: [(Double, Double, Double)] = []
    let minimumDistance = 48.0 * 48.0
    for cell in ranked where centres.count < count {
      let n = Double(cells[cell])
      let centre = (cellSums[cell].0 / n, cellSums[cell].1 / n, cellSums[cell].2 / n)
      if centres.allSatisfy({ distance($0, centre) >= minimumDistance }) { centres.append(centre) }
    }

    // Lloyd iterations.
    var assignment = [Int](repeating: 0, count: pixelCount)
    for _ in 0..<iterations {
      var sums = [(Double, Double, Double)](repeating: (0, 0, 0), count: centres.count)
      var members = [Int](repeating: 0, count: centres.count)
      for index in 0..<pixelCount {
        let pixel = (Double(rgb[index * 3]), Double(rgb[index * 3 + 1]), Double(rgb[index * 3 + 2]))
        var best = 0
        var bestDistance = Double.infinity
        for (k, centre) in centres.enumerated() {
          let d = distance(centre, pixel)
          if d < bestDistance {
            bestDistance = d
            best = k
          }
        }
        assignment[index] = best
        members[best] += 1
        sums[best].0 += pixel.0
        sums[best].1 += pixel.1
        sums[best].2 += pixel.2
      }
      for k in centres.indices where members[k] > 0 {
        let n = Double(members[k])
        centres[k] = (sums[k].0 / n, sums[k].1 / n, sums[k].2 / n)
      }
    }

    var members = [Int](repeating: 0, count: centres.count)
    for k in assignment { members[k] += 1 }
    return centres.indices.filter { members[$0] > 0 }
      .map { k in
        Cluster(
          red: channel(centres[k].0), green: channel(centres[k].1), blue: channel(centres[k].2),
          fraction: Double(members[k]) / Double(pixelCount))
      }
      .sorted { $0.fraction > $1.fraction }
  }

  private static func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }

  private static func channel(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
}
