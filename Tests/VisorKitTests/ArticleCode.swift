// The SwiftUI view of the DocC article "Build the camera assistant in SwiftUI", compiled wherever
// SwiftUI exists (macOS, iOS) so the article cannot drift from the model's API. On Linux there is no
// SwiftUI and this file is empty; the model layer it uses is what CameraAssistantModelTests drive.
#if canImport(SwiftUI)
  import SwiftUI
  import VisorKit

  struct CameraAssistantView: View {
    @State var model: CameraAssistantModel

    var body: some View {
      VStack {
        Text(model.answer.isEmpty ? "Tap to hear what is there. Hold to ask." : model.answer)
          .padding()
        if let message = model.errorMessage {
          Text(message).foregroundStyle(.red)
        }
        HStack {
          Button("Flip", systemImage: "arrow.triangle.2.circlepath.camera") {
            Task { await model.flipCameraTapped() }
          }
          Circle()
            .fill(model.isRecording ? Color.red : Color.white)
            .frame(width: 72, height: 72)
            .opacity(model.isShutterEnabled ? 1 : 0.4)
            .onLongPressGesture(
              minimumDuration: .infinity,
              pressing: { down in
                down ? model.shutterPressed() : model.shutterReleased()
              }, perform: {}
            )
            .disabled(!model.isShutterEnabled)
          Button("Stop", systemImage: "stop.fill") { model.stopTapped() }
        }
      }
    }
  }
#endif
