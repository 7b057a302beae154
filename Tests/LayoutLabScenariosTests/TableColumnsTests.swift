import Testing
@testable import LayoutLabScenarios

@Suite struct TableColumnsTests {
    @Test func spareWidthIsSharedEquallyWhenPadding() {
        let widths = TableColumns.widths(["a": 50, "b": 100], available: 200, pads: true)
        #expect(widths == ["a": 75, "b": 125])
    }

    @Test func naturalWidthsWithoutPadding() {
        #expect(TableColumns.widths(["a": 50, "b": 100], available: 200, pads: false) == ["a": 50, "b": 100])
    }

    @Test func widestColumnsAreCappedWhenThereIsNoRoom() {
        let widths = TableColumns.widths(["a": 50, "b": 100, "c": 200], available: 300, pads: true)
        #expect(widths == ["a": 50, "b": 100, "c": 150])
        let tighter = TableColumns.widths(["a": 50, "b": 100, "c": 200], available: 240, pads: true)
        #expect(tighter == ["a": 50, "b": 95, "c": 95])
    }

    @Test func exactlyEnoughRoomKeepsNaturalWidths() {
        #expect(TableColumns.widths(["a": 50, "b": 100, "c": 150], available: 300, pads: true) == ["a": 50, "b": 100, "c": 150])
        #expect(TableColumns.widths(["a": 50, "b": 100, "c": 150], available: 300, pads: false) == ["a": 50, "b": 100, "c": 150])
    }
}
