// `visor-bench`: micro-benchmarks that need Visor's own code (run by `make bench`).
//
//   visor-bench pipeline   time to first audio, streamed vs the original wait-then-speak flow
//   visor-bench overhead   time Visor adds beyond the provider for a 12 MP photo
//   visor-bench classify   ImageNet classification ms/image in-process (scripts/bench-classify.sh)
//   visor-bench describe   offline describe's CPU by part on a 768 px photo (scripts/bench-describe.sh)
import Foundation
import VisorBenchSupport

let arguments = Array(CommandLine.arguments.dropFirst())
let code = await BenchMain.run(arguments)
exit(code)
