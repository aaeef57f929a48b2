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

  struct FollowUpView: View {
    @Bindable var followUp: FollowUpModel

    var body: some View {
      VStack {
        List(followUp.turns) { turn in
          VStack(alignment: .leading) {
            Text(turn.question).bold()
            Text(turn.answer)
            ForEach(turn.checks, id: \.self) { check in
              Label(check.sentence, systemImage: check.agrees ? "checkmark.seal" : "exclamationmark.triangle")
            }
          }
        }
        HStack {
          TextField("Ask about this photo", text: $followUp.draft)
          Button("Ask") { Task { await followUp.ask() } }.disabled(!followUp.canAsk)
        }
      }
    }
  }

  struct ChannelPicker: View {
    let channels: ChannelPickerModel
    let camera: CameraAssistantModel

    var body: some View {
      Picker(
        "Channel",
        selection: Binding(
          get: { channels.selected },
          set: { mode in
            Task {
              await channels.select(mode)
              camera.mode = channels.selected
            }
          })
      ) {
        ForEach(channels.modes, id: \.self) { Text(ChannelPickerModel.title(for: $0)).tag($0) }
      }
      .task {
        await channels.load()
        camera.mode = channels.selected
      }
    }
  }
#endif
