import LayoutLab

/// The built-in scenario catalog, in the order `layoutlab scenarios` lists it.
public enum BuiltInScenarios {
    public static var all: [any Scenario.Type] {
        [
            SameHeight.self,
            SameWidth.self,
            SameWidthRotation.self,
            NutritionTable.self,
            MeasuredTableStress.self,
        ]
    }
}
