// Apple's SwiftUI makes `Image` transferable (Apple: "Image", conforms to `Transferable`), which
// is how apps load a picked photo: `item.loadTransferable(type: Image.self)`.
import UniformTypeIdentifiers

extension Image: Transferable {
    /// Imported from image data of any image type, through `UIImage(data:)`: pixels are not
    /// decoded here, so the image is that initialiser's placeholder. Not exported: there are no
    /// pixels to write, and a drag of an `Image` fails as an unsupported content type.
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(importedContentType: .image) { data in
            guard let image = UIImage(data: data) else { throw CocoaError(.coderReadCorrupt) }
            return Image(uiImage: image)
        }
    }
}
