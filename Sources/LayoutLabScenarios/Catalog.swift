import LayoutLab

/// The built-in scenario catalog, in the order `layoutlab scenarios` lists it.
public enum BuiltInScenarios {
    public static var all: [any Scenario.Type] {
        [
            // 000: SwiftUIKit
            BindGeometry.self,
            BindSafeAreaInset.self,
            // 001: readSize
            ChildSize.self,
            // 002: GeometryReader, blessing or curse
            ReaderAsContainer.self,
            PathView.self,
            GeometryReaderInScrollView.self,
            ImageAspect.self,
            NegativeSize.self,
            OverlayVersusBackground.self,
            TextJitter.self,
            SizeView.self,
            EffectTest.self,
            SplitHStackDemo.self,
            FortyPercent.self,
            AspectRatioContainer.self,
            // 003: style guide
            MeasureInBackground.self,
            ZeroHeightReader.self,
            ZStackTwoPass.self,
            ExplicitAlignment.self,
            // 004: measurement-reader
            SameHeight.self,
            SameWidth.self,
            SameWidthRotation.self,
            UpdateWarning.self,
            NutritionTable.self,
            MeasuredTableStress.self,
            // The seeds' patterns next to the APIs that replaced them
            ModernReadSize.self,
            ModernRatioSplit.self,
            ModernEqualWidths.self,
            ModernMeasuredTable.self,
        ]
    }
}
