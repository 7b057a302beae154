import LayoutLabDiff
import LayoutLabPictures
import LayoutLabStore

// The pictures of `LayoutLabPictures` drawn from a recording: a recorded pass as a picture, and
// the drawing types under the names this module's pages and its clients use.

public typealias ScreenSVG = LayoutLabPictures.ScreenSVG
public typealias PicturePage = LayoutLabPictures.PicturePage

extension ScreenPicture {
    /// A recorded pass as a picture.
    public init(_ pass: PassPicture) {
        self.init(
            screenWidth: pass.step.screenWidth, screenHeight: pass.step.screenHeight, safeArea: pass.step.safeArea,
            nodes: pass.nodes.map { node in
                PictureNode(
                    path: node.path, kind: node.kind, name: node.name,
                    layout: PictureRect(x: node.layout.x, y: node.layout.y, width: node.layout.width, height: node.layout.height),
                    paint: node.paint
                )
            }
        )
    }
}

extension LayoutLabPictures.ScreenSVG {
    /// A recorded pass drawn (``ScreenSVG/render(_:title:changed:page:idPrefix:fitting:stories:overflow:)``).
    public static func render(
        _ pass: PassPicture, title: String, changed: Set<String> = [], page: PicturePage? = nil, idPrefix: String = "",
        fitting box: (width: Double, height: Double)? = nil, stories: [String: Int] = [:], overflow: Bool = false
    ) -> String {
        render(
            ScreenPicture(pass), title: title, changed: changed, page: page, idPrefix: idPrefix, fitting: box, stories: stories,
            overflow: overflow
        )
    }
}
