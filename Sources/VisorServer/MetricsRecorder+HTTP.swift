import VisorCore
import VisorFeatures
import VisorHTTP

/// The features count into the same registry the HTTP layer renders at `/metrics`.
extension Metrics: MetricsRecorder {}
