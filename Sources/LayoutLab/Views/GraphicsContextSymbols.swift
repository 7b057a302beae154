import Foundation

// A canvas's symbols: the views passed in `Canvas(renderer:symbols:)`, each tagged, which the
// renderer draws by tag (`context.resolveSymbol(id: 0)`, then `context.draw(symbol, at:)`).
// Apple: "resolveSymbol(id:)" returns nil for a tag no symbol has. The lab does not run canvas
// renderers (Canvas.swift), so a canvas's symbols are never laid out and its context is never
// given them: a context answers the symbols it was made with (`init(size:symbols:)`, for tests
// that run a renderer) and nil for any other tag.
extension GraphicsContext {
    /// A symbol view resolved at its size, ready to draw.
    public struct ResolvedSymbol {
        public let size: CGSize
        let tag: AnyHashable

        init(tag: AnyHashable, size: CGSize) {
            self.tag = tag
            self.size = size
        }
    }

    init(size: CGSize, symbols: [AnyHashable: CGSize]) {
        self.init(size: size)
        for (tag, symbolSize) in symbols {
            recording.symbols[tag] = ResolvedSymbol(tag: tag, size: symbolSize)
        }
    }

    /// The symbol whose view has the tag `id`, or nil when none has.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recording.symbols[AnyHashable(id)]
    }

    /// Draws a symbol at its size, its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.commands.append(.symbol(symbol, nil, point.applying(transform), anchor))
    }

    /// Draws a symbol scaled into `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        recording.commands.append(.symbol(symbol, rect.applying(transform), nil, .topLeading))
    }
}
