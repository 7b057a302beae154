#if os(Linux)
// The photo picker as tutorials wrap it: a representable whose coordinator is the picker's
// delegate, a navigation controller delegate too, reading the picked image from `info`.
import SwiftUI
import LayoutLab
import Testing

struct PhotoPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?

    final class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
        let parent: PhotoPicker
        init(_ parent: PhotoPicker) { self.parent = parent }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.allowsEditing = true
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
}

private struct AvatarEditor: View {
    @State private var image: UIImage?

    var body: some View {
        VStack(spacing: 0) {
            Text(image == nil ? "No photo" : "Photo").accessibilityIdentifier("caption")
            PhotoPicker(image: $image).frame(height: 300).accessibilityIdentifier("picker")
        }
    }
}

@Suite struct ImagePickerTests {
    /// Linux has neither camera nor photo library, and says so.
    @Test func noSourceIsAvailable() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == nil)
        let picker = UIImagePickerController()
        #expect(picker.mediaTypes == ["public.image"])
        #expect(picker.sourceType == .photoLibrary)
    }

    /// The wrapped picker lays out as the frame it is given, under the caption.
    @Test func aWrappedPickerLaysOutAsItsFrame() async throws {
        let (result, log) = await record(AvatarEditor(), on: "iphone-15")
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let picker = try #require(pass.named("picker"))
        #expect(picker.frame.height == 300)
        #expect(picker.frame.width == 393)
        let caption = try #require(pass.named("caption"))
        #expect(abs(picker.frame.minY - caption.frame.maxY) < 0.001)
    }

    /// The coordinator is the delegate the picker holds (weakly, as UIKit does); what it is told
    /// reaches the binding; cancelling without a method of its own dismisses the picker.
    @Test @MainActor func theDelegateGetsThePickThroughTheCoordinator() throws {
        var picked: UIImage?
        let binding = Binding(get: { picked }, set: { picked = $0 })
        let representable = PhotoPicker(image: binding)
        let coordinator = representable.makeCoordinator()
        let picker = UIImagePickerController()
        picker.delegate = coordinator
        let image = UIImage(systemName: "person.crop.circle")
        (picker.delegate as? any UIImagePickerControllerDelegate)?.imagePickerController(picker, didFinishPickingMediaWithInfo: [.originalImage: try #require(image)])
        #expect(picked === image)
        (picker.delegate as? any UIImagePickerControllerDelegate)?.imagePickerControllerDidCancel(picker)
        weak var gone: PhotoPicker.Coordinator?
        do {
            let other = UIImagePickerController()
            let temporary = representable.makeCoordinator()
            gone = temporary
            other.delegate = temporary
        }
        #expect(gone == nil)
    }
}
#endif
