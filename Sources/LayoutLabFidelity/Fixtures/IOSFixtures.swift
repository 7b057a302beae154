import LayoutLab

extension FidelitySuite {
    static let iOS: [MeasuredFixture] =
        iOSBasics + iOSControls + iOSDark + iOSPickers + iOSPresentation + iOSSearch + iOSSymbols
}
