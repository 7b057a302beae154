import LayoutLab

extension FidelitySuite {
    static let drawing: [MeasuredFixture] = drawingShapes + drawingColors + drawingPaint + drawingImages + drawingSymbols
}
