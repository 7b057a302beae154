// A line of text in a scene (Apple: "SKLabelNode"): kept with its font, and measured with the
// engine's text metrics for its frame; nothing is drawn.
import Foundation

public enum SKLabelHorizontalAlignmentMode: Int, Sendable {
    case center, left, right
}

public enum SKLabelVerticalAlignmentMode: Int, Sendable {
    case baseline, center, top, bottom
}

open class SKLabelNode: SKNode {
    open var text: String?
    open var attributedText: NSAttributedString?
    /// Apple's default font: Helvetica Neue UltraLight, 32 points, white.
    open var fontName: String? = "HelveticaNeue-UltraLight"
    open var fontSize: CGFloat = 32
    open var fontColor: SKColor? = .white
    open var color: SKColor?
    open var colorBlendFactor: CGFloat = 0
    open var blendMode: SKBlendMode = .alpha
    open var horizontalAlignmentMode: SKLabelHorizontalAlignmentMode = .center
    open var verticalAlignmentMode: SKLabelVerticalAlignmentMode = .baseline
    open var numberOfLines = 1
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    public override init() {
        super.init()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    public convenience init(text: String?) {
        self.init()
        self.text = text
    }

    public convenience init(fontNamed fontName: String?) {
        self.init()
        self.fontName = fontName
    }

    public convenience init(attributedText: NSAttributedString?) {
        self.init()
        self.attributedText = attributedText
        text = attributedText?.string
    }

    override func makeBlank() -> SKNode { SKLabelNode() }

    override func copyState(to node: SKNode) {
        super.copyState(to: node)
        guard let label = node as? SKLabelNode else { return }
        label.text = text
        label.attributedText = attributedText
        label.fontName = fontName
        label.fontSize = fontSize
        label.fontColor = fontColor
        label.color = color
        label.colorBlendFactor = colorBlendFactor
        label.blendMode = blendMode
        label.horizontalAlignmentMode = horizontalAlignmentMode
        label.verticalAlignmentMode = verticalAlignmentMode
        label.numberOfLines = numberOfLines
        label.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        label.lineBreakMode = lineBreakMode
    }

    /// The text's box, measured in its font (the system font when the named one is not
    /// registered), placed by the alignment modes, in the parent's coordinates.
    open override var frame: CGRect {
        let shown = text ?? attributedText?.string ?? ""
        let font = fontName.flatMap { UIFont(name: $0, size: fontSize) } ?? UIFont.systemFont(ofSize: fontSize)
        let measured = shown.size(withAttributes: [.font: font])
        let x: CGFloat = switch horizontalAlignmentMode {
        case .left: 0
        case .center: -measured.width / 2
        case .right: -measured.width
        }
        let y: CGFloat = switch verticalAlignmentMode {
        case .baseline: font.descender
        case .center: -measured.height / 2
        case .top: -measured.height
        case .bottom: 0
        }
        return _frame(ofContent: CGRect(x: x, y: y, width: measured.width, height: measured.height))
    }
}
