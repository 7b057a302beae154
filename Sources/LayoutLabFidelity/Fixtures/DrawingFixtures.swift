import LayoutLab

extension FidelitySuite {
    static let drawing: [MeasuredFixture] =
        drawingShapes + drawingGradients + drawingCanvas + drawingColors + drawingPaint
        + drawingImages + drawingSymbols + drawingSymbolEffects
}
