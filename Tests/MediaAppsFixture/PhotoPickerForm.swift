#if os(Linux)
// A profile form with a photo picker, as the tutorials of iOS 16 write one: the picker's label is
// the avatar, and the picked item is loaded as `Data` in an `onChange`. Beside it, the iOS 14
// way: `PHPickerViewController` in a `UIViewControllerRepresentable` with a coordinator.
import SwiftUI
import PhotosUI

public struct ProfilePhotoForm: View {
    @State private var name = "Ada"
    @State private var selectedItem: PhotosPickerItem?
    @State private var avatarData: Data?
    @State private var showLegacyPicker = false

    public init() {}

    public var body: some View {
        Form {
            Section("Photo") {
                PhotosPicker(selection: $selectedItem, matching: .images, photoLibrary: .shared()) {
                    if let avatarData, let uiImage = UIImage(data: avatarData) {
                        Image(uiImage: uiImage)
                            .resizable()
                            .scaledToFill()
                            .frame(width: 80, height: 80)
                            .clipShape(Circle())
                    } else {
                        Image(systemName: "person.crop.circle.badge.plus")
                            .font(.system(size: 60))
                            .foregroundColor(.gray)
                    }
                }
                .accessibilityIdentifier("avatar-picker")
                .onChange(of: selectedItem) { newItem in
                    Task {
                        if let data = try? await newItem?.loadTransferable(type: Data.self) {
                            avatarData = data
                        }
                    }
                }
                PhotosPicker("Choose photos", selection: .constant([]), maxSelectionCount: 3, matching: .any(of: [.images, .not(.videos)]))
                    .accessibilityIdentifier("multi-picker")
                Button("Use the old picker") { showLegacyPicker = true }
            }
            Section("Name") {
                TextField("Name", text: $name)
            }
        }
        .sheet(isPresented: $showLegacyPicker) {
            LegacyImagePicker(imageData: $avatarData)
        }
    }
}

public struct LegacyImagePicker: UIViewControllerRepresentable {
    @Binding var imageData: Data?

    public init(imageData: Binding<Data?>) {
        _imageData = imageData
    }

    public func makeUIViewController(context: Context) -> PHPickerViewController {
        var config = PHPickerConfiguration()
        config.filter = .images
        config.selectionLimit = 1
        let picker = PHPickerViewController(configuration: config)
        picker.delegate = context.coordinator
        return picker
    }

    public func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    public func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    public class Coordinator: NSObject, PHPickerViewControllerDelegate {
        let parent: LegacyImagePicker

        init(_ parent: LegacyImagePicker) {
            self.parent = parent
        }

        public func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
            guard let provider = results.first?.itemProvider else { return }
            if provider.hasItemConformingToTypeIdentifier(UTType.image.identifier) {
                provider.loadDataRepresentation(forTypeIdentifier: UTType.image.identifier) { data, _ in
                    DispatchQueue.main.async {
                        self.parent.imageData = data
                    }
                }
            }
        }
    }
}
#endif
