/// The system controls' intrinsic sizes and paddings, one table per OS generation, at the default
/// Dynamic Type size (docs/layout-rules.md, "Controls"; docs/fidelity.md, "Controls" lists the
/// estimates). Every figure names its source at the end of its line:
///
/// - `measured iOS 26`: SwiftUI on an iPhone SE (3rd generation) simulator at 2× running iOS 26.
/// - `measured macOS 26`: SwiftUI in hosted windows on macOS 26.2, from a public record of
///   measurements (github.com/iamcgn/swiftui-web, `Docs/elements/<Control>.md`).
/// - `UIKit`: the size of the UIKit control SwiftUI hosts, from Apple's Human Interface Guidelines
///   or public measurements.
/// - `estimate`: the model's choice where no source settles the figure.
///
/// How the figures scale with Dynamic Type: a control's text (its label, a field's line, a
/// button's title) is real text and scales with it; the paddings around text, and the glyph
/// controls (switch, stepper, slider, spinner, progress bar), keep their size, as UIKit's do.
struct ControlMetrics: Sendable {
    // Toggle
    var switchSize: CGSize
    /// The label to the switch when the toggle is at its ideal width.
    var switchGap: CGFloat
    /// The default toggle is a checkbox (macOS), this size, this far from its label.
    var checkbox: (size: CGSize, gap: CGFloat)?

    // Stepper
    var stepperSize: CGSize
    var stepperGap: CGFloat

    // Slider
    var sliderHeight: CGFloat
    /// The track's width when nothing is proposed.
    var sliderIdealWidth: CGFloat
    /// Between the track and the minimum and maximum value labels (and the label, when shown).
    var sliderLabelGap: CGFloat
    /// Whether the slider shows its label before the track (iOS keeps it for accessibility only).
    var showsSliderLabel: Bool

    // Text fields: a line is the font's line plus `fieldLineExtra`; a rounded field adds its insets.
    var fieldLineExtra: CGFloat
    var roundedFieldInsets: EdgeInsets
    var roundedFieldMinHeight: CGFloat
    /// The ideal width of a field beyond its text's.
    var fieldIdealExtraWidth: CGFloat
    /// Whether `.automatic` is the rounded border (macOS) or plain (iOS).
    var automaticFieldIsRounded: Bool

    // Buttons
    /// The padding of `.bordered` and `.borderedProminent` around the label, per control size.
    var borderedInsets: [ControlSize: EdgeInsets]
    var borderedMinHeight: CGFloat
    /// The font a bordered button's label takes, per control size, when none is set (none: the
    /// label's own).
    var borderedLabelFonts: [ControlSize: Font] = [:]
    /// Whether `.automatic` is bordered (macOS) or borderless (iOS).
    var automaticButtonIsBordered: Bool
    /// A button in a toolbar: its padding and smallest size (iOS 26's glass platters).
    var toolbarItemInsets: EdgeInsets
    var toolbarItemMinSize: CGSize

    // Pickers
    var segmentedHeight: CGFloat
    /// A segment is as wide as the widest option plus this.
    var segmentExtraWidth: CGFloat
    /// The point size of segment titles.
    var segmentFontSize: CGFloat
    /// The menu picker's button: padding around the selection, and the chevrons after it.
    var menuPickerInsets: EdgeInsets
    var menuIndicator: CGSize
    var menuIndicatorGap: CGFloat
    /// Whether a picker outside a list shows its label before the control (macOS), this far from it.
    var pickerLabelGap: CGFloat?
    /// Whether the menu button is as wide as the widest option (macOS's pop-up) or the selection.
    var menuSizesToWidestOption: Bool
    /// Whether a `Menu` draws the pop-up's chevrons after its title, in the menu picker's
    /// trailing inset (macOS), or is its label alone (iOS).
    var menuShowsIndicator = false
    /// The room a menu with a primary action (a split button) gives its chevrons after the
    /// bordered button's trailing inset; nil: as a pop-up's.
    var primaryActionMenuIndicatorRoom: CGFloat? = nil
    var wheelHeight: CGFloat
    var wheelIdealWidth: CGFloat

    // Date picker. iOS (compact): pills like menu buttons around the date and the time. macOS: a
    // field with the date and the time, and a stepper after it (`dateField`).
    var datePillInsets: EdgeInsets
    /// The time's pill, when it differs from the date's.
    var timePillInsets: EdgeInsets
    var datePillGap: CGFloat
    /// Whether a date picker's row in a list is the label's height (as a toggle's) or the pills'.
    var datePickerRowTakesLabelHeight: Bool
    /// The macOS field: the text's insets and height, the gap between the date and the time, and
    /// the stepper the default, compact and stepper-field styles put after it. Nil: pills.
    var dateField: DateFieldMetrics?
    /// The graphical style: the calendar (`.date`) and the clock (`.hourAndMinute`), side by side
    /// this far apart when both show; whether they take the width offered or keep their own.
    var graphicalDatePickerSize: CGSize
    var graphicalClockSize: CGSize
    var graphicalDatePickerGap: CGFloat
    var graphicalDatePickerFillsWidth: Bool
    /// The wheel style's width (its height is `wheelHeight`).
    var dateWheelWidth: CGFloat

    // Progress
    var spinnerSide: [ControlSize: CGFloat]
    var linearProgressHeight: CGFloat
    var progressIdealWidth: CGFloat
    /// The label above a linear bar (and the value label below it), and a spinner's label below it.
    var linearProgressLabelGap: CGFloat
    var circularProgressLabelGap: CGFloat

    // Gauge (the platform's default linear style, and the circular accessory styles)
    var gaugeBarHeight: CGFloat
    var gaugeLabelGap: CGFloat
    var circularGaugeSide: CGFloat
    /// The bar styles' heights where they are measured (nil: built from the label rows and the bar).
    var gaugeHeights: GaugeHeights? = nil

    // Label, color picker, disclosure indicator
    var labelIconGap: CGFloat
    /// A `Label` in a list row puts its icon in a column of its own: the icon centred in a slot
    /// this wide, whatever its size, and the title `listRowLabelTitleGap` after it (nil: as
    /// outside lists).
    var listRowLabelIconSlot: CGFloat? = nil
    var listRowLabelTitleGap: CGFloat = 0
    /// The image scale a `Label` in a list row gives its icon (nil: the environment's).
    var listRowLabelIconScale: Image.Scale? = nil
    /// A `Label` in a list row is its title's height, its icon centred on the title (false: the
    /// taller of the two).
    var listRowLabelHeightFromTitle = false
    var colorWellSize: CGSize
    /// The chevron a navigation link shows at the end of a list row, and its gap to the label.
    var disclosureIndicator: CGSize?
    var disclosureGap: CGFloat

    // Group box, disclosure group
    var groupBox: GroupBoxMetrics
    var disclosureGroup: DisclosureGroupMetrics
    /// A text editor's text this far in from its edges.
    var textEditorInset: CGFloat
    var contentUnavailable: ContentUnavailableMetrics

    /// Toggles, steppers and other labelled controls take the width offered (iOS) or keep their
    /// own (macOS).
    var labeledControlsFillWidth: Bool
    /// In a list or form row, a toggle, stepper or picker is its label's height (the control is
    /// centred on the row and may stand out of the label's line).
    var listRowControlsTakeLabelHeight: Bool
    /// Outside list rows, a switch's and a stepper's first text baseline is the control's top,
    /// not its label's: in a `.firstTextBaseline` row the control hangs from its neighbours'
    /// baseline (iOS's UIKit controls).
    var hostedControlsBaselineAtTop = false
    /// The font a control's label text takes when none is set: macOS sets the labels of toggles,
    /// sliders, pickers and labeled content in `.body` (13 pt on an 18.333 pt line), not in the
    /// default `Text` font (13 pt on a 16 pt line).
    var labelFont: Font?

    /// A group box: the padding around its content inside the box; its label above the box
    /// (`labelGap` over it, `labelIndent` in from its leading edge) or inside it above the content.
    struct GroupBoxMetrics: Sendable {
        var padding: CGFloat
        var labelInside: Bool
        var labelGap: CGFloat
        var labelIndent: CGFloat
        /// The font the label's text takes when none is set, and the least height the label
        /// takes above the gap.
        var labelFont: Font?
        var labelMinHeight: CGFloat
    }

    /// A disclosure group's label row: the label this far in (after the indicator), the row this
    /// much taller than the label above and below.
    struct DisclosureGroupMetrics: Sendable {
        var labelIndent: CGFloat
        var rowPadding: CGFloat
    }

    /// A content-unavailable view: its parts this far apart, padded this much, the title's font.
    struct ContentUnavailableMetrics: Sendable {
        var spacing: CGFloat
        var padding: CGFloat
        var titleFont: Font
        /// Whether the label shows its title alone (macOS), or its icon and title.
        var labelTitleOnly = false
    }

    /// A bar gauge's height: without and with a current value label. Its label and its bounds'
    /// labels do not change it.
    struct GaugeHeight: Sendable, Hashable {
        var plain: CGFloat
        var withCurrentValue: CGFloat
    }

    /// The measured heights of the bar styles (`gaugeHeights`).
    struct GaugeHeights: Sendable {
        /// `.automatic` and `.linearCapacity`.
        var linear: GaugeHeight
        var accessoryLinear: GaugeHeight
        var accessoryLinearCapacity: GaugeHeight

        func height(of style: GaugeStyleKind) -> GaugeHeight? {
            switch style {
            case .automatic, .linearCapacity: linear
            case .accessoryLinear: accessoryLinear
            case .accessoryLinearCapacity: accessoryLinearCapacity
            case .accessoryCircular, .accessoryCircularCapacity: nil
            }
        }
    }

    /// The macOS date field (`dateField`).
    struct DateFieldMetrics: Sendable {
        var horizontalInset: CGFloat
        var height: CGFloat
        var timeGap: CGFloat
        var stepper: CGSize
    }

    static func of(_ os: OSGeneration) -> ControlMetrics {
        switch os {
        case .ios18: .ios18
        case .ios26: .ios26
        case .macos26: .macos26
        }
    }

    private static func insets(_ vertical: CGFloat, _ horizontal: CGFloat) -> EdgeInsets {
        EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    static let ios26 = ControlMetrics(
        switchSize: CGSize(width: 66, height: 30), // measured iOS 26
        switchGap: 8, // estimate
        checkbox: nil, // iOS has no checkbox
        stepperSize: CGSize(width: 94, height: 32), // measured iOS 26
        stepperGap: 8, // estimate
        sliderHeight: 31, // measured iOS 26
        sliderIdealWidth: 100, // estimate
        sliderLabelGap: 8, // estimate
        showsSliderLabel: false, // Apple: the label is for accessibility on iOS
        fieldLineExtra: 1.5, // measured iOS 26: a plain field is 26 tall on a 24.5 body line
        roundedFieldInsets: insets(4, 7), // vertical measured iOS 26 (one line 34, two 60); horizontal estimate
        roundedFieldMinHeight: 34, // measured iOS 26
        fieldIdealExtraWidth: 4, // estimate (measured on macOS 26)
        automaticFieldIsRounded: false, // Apple: the automatic style is plain on iOS
        borderedInsets: [
            // measured iOS 26 (iamcgn/swiftui-web ios/button/looks: mini and small buttons 31
            // tall around a 21 pt `.subheadline` line; "Mini" 48.5 and "Small" 57.5 wide)
            .mini: insets(5, 10),
            .small: insets(5, 10),
            .regular: insets(7, 12), // vertical measured iOS 26 (38.5 on a 24.5 label); horizontal estimate
            // measured iOS 26 (ios/button/looks: large and extra large buttons 54.5 tall around
            // a body label, "Large" 83.5 and "Extra" 79 wide)
            .large: insets(15, 20),
            .extraLarge: insets(15, 20),
        ],
        borderedMinHeight: 0, // measured iOS 26: the label and its padding
        // measured iOS 26 (ios/button/looks: mini and small buttons set their titles in
        // `.subheadline`, both 31 tall; regular and up in the body font)
        borderedLabelFonts: [.mini: .subheadline, .small: .subheadline],
        automaticButtonIsBordered: false, // Apple: borderless on iOS
        toolbarItemInsets: insets(0, 12), // UIKit (iOS 26 bar button platters: the title plus 24)
        toolbarItemMinSize: CGSize(width: 44, height: 44), // UIKit (iOS 26 platters are 44 tall, 44 wide for an image)
        segmentedHeight: 31, // measured iOS 26
        segmentExtraWidth: 20, // UIKit (iOS 26: the widest title plus 20)
        segmentFontSize: 13, // UIKit (iOS 26: 13 pt titles)
        menuPickerInsets: insets(8, 12), // vertical measured iOS 26 (40.5 on a 24.5 line); horizontal estimate
        menuIndicator: CGSize(width: 11, height: 17), // estimate
        menuIndicatorGap: 6, // estimate
        pickerLabelGap: nil, // Apple: a menu or segmented picker outside a list shows no label on iOS
        menuSizesToWidestOption: false, // estimate
        wheelHeight: 216, // UIKit (UIPickerView)
        wheelIdealWidth: 320, // estimate
        datePillInsets: insets(7, 12), // vertical measured iOS 26 (iamcgn/swiftui-web ios/datepicker/compact: a date row's picker 38.5 tall on a 24.5 line); horizontal estimate
        timePillInsets: insets(7.75, 12), // vertical measured iOS 26 (ios/datepicker/compact: a row with a time pill 40 tall); horizontal estimate
        datePillGap: 8, // estimate
        datePickerRowTakesLabelHeight: false, // measured iOS 26 (ios/datepicker/compact: rows of pills 38.5 and 40 tall, not the label's 24.5)
        dateField: nil, // Apple: pills on iOS
        graphicalDatePickerSize: CGSize(width: 320, height: 316), // estimate
        graphicalClockSize: CGSize(width: 320, height: 316), // estimate: iOS has no graphical clock
        graphicalDatePickerGap: 0, // estimate
        graphicalDatePickerFillsWidth: true, // estimate
        dateWheelWidth: 320, // measured iOS 26 (iamcgn/swiftui-web ios/datepicker/wheel: 320 × 216 in a 375 window, date and time alike)
        spinnerSide: [
            .mini: 20, .small: 20, // estimate: iOS has two spinner sizes
            .regular: 20, // measured iOS 26
            .large: 37, .extraLarge: 37, // UIKit (UIActivityIndicatorView.large, 37 × 37 measured on iOS 26)
        ],
        linearProgressHeight: 4, // measured iOS 26
        progressIdealWidth: 100, // estimate
        linearProgressLabelGap: 4, // estimate
        circularProgressLabelGap: 8, // estimate
        gaugeBarHeight: 4, // estimate (as the progress bar)
        gaugeLabelGap: 4, // estimate
        circularGaugeSide: 58, // estimate
        labelIconGap: 8, // estimate (measured on macOS 26)
        // measured iOS 26 (ios/label/list: the icons of a 29, 27.5 and 28 wide symbol centred 12
        // in from the label's leading edge, every title 40 in)
        listRowLabelIconSlot: 24, listRowLabelTitleGap: 16,
        // measured iOS 26 (ios/label/list: the wifi, gear and star icons are 29 × 22, 27.5 × 27 and
        // 28 × 27 where they are 22.5 × 16, 21.5 × 20.5 and 22 × 20 alone, ios/symbol/basic; the
        // star is ios/symbol/basic's `.imageScale(.large)` star, 28 × 27)
        listRowLabelIconScale: .large,
        // measured iOS 26 (ios/label/list: the 27 pt gear and star overflow their 24.5 pt labels
        // by 1.25 above and below, the labels as tall as their titles; macOS 26's list/basic label
        // is its 24 pt image's height, taller than its title)
        listRowLabelHeightFromTitle: true,
        colorWellSize: CGSize(width: 28, height: 28), // estimate
        disclosureIndicator: CGSize(width: 10.5, height: 14), // UIKit (iOS 26 disclosure chevron)
        disclosureGap: 8, // UIKit (iOS 26: text ends 8 before an accessory)
        groupBox: GroupBoxMetrics(padding: 16, labelInside: true, labelGap: 8, labelIndent: 0, labelFont: .headline, labelMinHeight: 0), // estimate
        disclosureGroup: DisclosureGroupMetrics(labelIndent: 0, rowPadding: 4), // estimate (the chevron trails on iOS; padding as macOS 26)
        textEditorInset: 5, // estimate (UITextView's 8 pt container inset less the text's own 3)
        contentUnavailable: ContentUnavailableMetrics(spacing: 12, padding: 20, titleFont: .title2.bold()), // estimate (as macOS 26)
        labeledControlsFillWidth: true, // Apple: iOS toggles and steppers span their row
        listRowControlsTakeLabelHeight: true, // measured iOS 26: form rows of a toggle, stepper, picker are 24.5
        // measured iOS 26 (iamcgn/swiftui-web ios/stepper/basic, ios/toggle/basic: in a
        // `.firstTextBaseline` HStack a stepper (32 tall) and a switch (28) sit 18 below a body
        // text, whose baseline is 18.4 below its top: their first baseline is their top edge, to
        // the half point)
        hostedControlsBaselineAtTop: true,
        labelFont: nil // iOS labels are body text already
    )

    static let ios18 = ControlMetrics(
        switchSize: CGSize(width: 51, height: 31), // UIKit (UISwitch)
        switchGap: 8, // estimate
        checkbox: nil, // iOS has no checkbox
        stepperSize: CGSize(width: 94, height: 32), // UIKit (UIStepper)
        stepperGap: 8, // estimate
        sliderHeight: 31, // estimate (iOS 26's figure: SwiftUI's alignment rect of UIKit's 34 pt slider)
        sliderIdealWidth: 100, // estimate
        sliderLabelGap: 8, // estimate
        showsSliderLabel: false, // Apple: the label is for accessibility on iOS
        fieldLineExtra: 1.5, // estimate (as iOS 26)
        roundedFieldInsets: insets(4, 7), // estimate (as iOS 26)
        roundedFieldMinHeight: 34, // UIKit (UITextField's rounded-rect height)
        fieldIdealExtraWidth: 4, // estimate
        automaticFieldIsRounded: false, // Apple: the automatic style is plain on iOS
        borderedInsets: [
            .mini: insets(3, 8), // estimate
            .small: insets(5, 10), // estimate
            .regular: insets(7, 12), // estimate (as iOS 26: 34.33 tall on a 20.33 label)
            .large: insets(14, 20), // estimate
            .extraLarge: insets(18, 24), // estimate
        ],
        borderedMinHeight: 0, // estimate
        automaticButtonIsBordered: false, // Apple: borderless on iOS
        toolbarItemInsets: EdgeInsets(), // estimate: a bar button item is its label
        toolbarItemMinSize: .zero, // estimate
        segmentedHeight: 31, // estimate (as iOS 26: UIKit's 32 pt control on a 31 pt alignment rect)
        segmentExtraWidth: 20, // estimate (as iOS 26)
        segmentFontSize: 13, // UIKit (UISegmentedControl's 13 pt titles)
        menuPickerInsets: insets(7, 12), // estimate (as a bordered button)
        menuIndicator: CGSize(width: 11, height: 17), // estimate
        menuIndicatorGap: 6, // estimate
        pickerLabelGap: nil, // Apple: a menu or segmented picker outside a list shows no label on iOS
        menuSizesToWidestOption: false, // estimate
        wheelHeight: 216, // UIKit (UIPickerView)
        wheelIdealWidth: 320, // estimate
        datePillInsets: insets(7, 12), // estimate
        timePillInsets: insets(7, 12), // estimate
        datePillGap: 8, // estimate
        datePickerRowTakesLabelHeight: false, // estimate (as iOS 26)
        dateField: nil, // Apple: pills on iOS
        graphicalDatePickerSize: CGSize(width: 320, height: 316), // estimate
        graphicalClockSize: CGSize(width: 320, height: 316), // estimate: iOS has no graphical clock
        graphicalDatePickerGap: 0, // estimate
        graphicalDatePickerFillsWidth: true, // estimate
        dateWheelWidth: 320, // UIKit (UIDatePicker's wheels; as measured on iOS 26)
        spinnerSide: [
            .mini: 20, .small: 20, .regular: 20, // UIKit (UIActivityIndicatorView.medium)
            .large: 37, .extraLarge: 37, // UIKit (UIActivityIndicatorView.large)
        ],
        linearProgressHeight: 4, // estimate (as iOS 26)
        progressIdealWidth: 100, // estimate
        linearProgressLabelGap: 4, // estimate
        circularProgressLabelGap: 8, // estimate
        gaugeBarHeight: 4, // estimate
        gaugeLabelGap: 4, // estimate
        circularGaugeSide: 58, // estimate
        labelIconGap: 8, // estimate
        colorWellSize: CGSize(width: 28, height: 28), // estimate
        disclosureIndicator: CGSize(width: 8, height: 13), // estimate
        disclosureGap: 8, // estimate
        groupBox: GroupBoxMetrics(padding: 16, labelInside: true, labelGap: 8, labelIndent: 0, labelFont: .headline, labelMinHeight: 0), // estimate
        disclosureGroup: DisclosureGroupMetrics(labelIndent: 0, rowPadding: 4), // estimate (the chevron trails on iOS; padding as macOS 26)
        textEditorInset: 5, // estimate (UITextView's 8 pt container inset less the text's own 3)
        contentUnavailable: ContentUnavailableMetrics(spacing: 12, padding: 20, titleFont: .title2.bold()), // estimate (as macOS 26)
        labeledControlsFillWidth: true, // Apple: iOS toggles and steppers span their row
        listRowControlsTakeLabelHeight: true, // estimate (as iOS 26)
        hostedControlsBaselineAtTop: true, // estimate (as iOS 26)
        labelFont: nil // iOS labels are body text already
    )

    static let macos26 = ControlMetrics(
        switchSize: CGSize(width: 54, height: 24), // measured macOS 26
        switchGap: 8, // measured macOS 26
        checkbox: (CGSize(width: 16, height: 16), 5), // measured macOS 26
        stepperSize: CGSize(width: 20, height: 26), // measured macOS 26
        stepperGap: 8, // measured macOS 26
        sliderHeight: 16, // measured macOS 26
        sliderIdealWidth: 100, // estimate
        sliderLabelGap: 8, // measured macOS 26
        showsSliderLabel: true, // measured macOS 26
        fieldLineExtra: 0, // measured macOS 26: a plain field is its 16 pt line
        roundedFieldInsets: insets(4, 6), // measured macOS 26 (24 tall, text 6 in)
        roundedFieldMinHeight: 24, // measured macOS 26
        fieldIdealExtraWidth: 4, // measured macOS 26
        automaticFieldIsRounded: true, // measured macOS 26
        borderedInsets: [
            .mini: insets(1, 6), // estimate
            .small: insets(2, 8), // estimate
            .regular: insets(4, 12), // measured macOS 26
            .large: insets(8, 16), // estimate
            .extraLarge: insets(10, 20), // estimate
        ],
        borderedMinHeight: 24, // measured macOS 26
        automaticButtonIsBordered: true, // measured macOS 26
        toolbarItemInsets: insets(0, 8), // measured macOS 26
        toolbarItemMinSize: CGSize(width: 0, height: 36), // measured macOS 26
        segmentedHeight: 24, // measured macOS 26
        segmentExtraWidth: 21, // measured macOS 26
        segmentFontSize: 13, // measured macOS 26
        // measured macOS 26 (iamcgn/swiftui-web picker/basic: a pop-up of "Apple", "Banana",
        // "Cherry" is 92.5 wide, the widest title plus 47.5, 24 tall; picker/steps, presentation/basic)
        menuPickerInsets: EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 10.5), // measured macOS 26 (the title 12 in)
        menuIndicator: CGSize(width: 7, height: 16), // measured macOS 26 (chevrons 7 wide, 10.5 before the end)
        menuIndicatorGap: 18, // measured macOS 26 (the rest of the 47.5)
        pickerLabelGap: 8, // measured macOS 26
        menuSizesToWidestOption: true, // measured macOS 26
        // measured macOS 26 (iamcgn/swiftui-web menu/basic: menus titled "Options", "Custom",
        // "Primary", "Plain" are their title plus 47.5, as a pop-up picker; with
        // `.menuIndicator(.hidden)` the title plus 24, as a bordered button)
        menuShowsIndicator: true,
        // measured macOS 26 (iamcgn/swiftui-web menu/basic: a menu with a primary action,
        // "Primary", is its title plus 44.5: 12 before the title and 32.5 after it)
        primaryActionMenuIndicatorRoom: 20.5,
        wheelHeight: 24, // estimate: macOS has no wheel; the pop-up stands in
        wheelIdealWidth: 100, // estimate
        datePillInsets: insets(4, 6), // estimate (unused: macOS shows a field)
        timePillInsets: insets(4, 6), // estimate (unused: macOS shows a field)
        datePillGap: 8, // measured macOS 26 (iamcgn/swiftui-web datepicker/basic: the label 8 before the field)
        datePickerRowTakesLabelHeight: false, // estimate
        dateField: DateFieldMetrics(
            // measured macOS 26 (iamcgn/swiftui-web datepicker/styles: `.field` 77.5 wide around
            // "3/15/2025", 143 around "3/15/2025, 3:09 PM", in .body with monospaced digits)
            horizontalInset: 6,
            // measured macOS 26 (datepicker/styles: a `.field` 21 tall)
            height: 21,
            // measured macOS 26 (datepicker/styles fieldBoth: 143 = 6 + date + 14.5 + time + 6; datepicker/basic
            // dateTime and datepicker/steps: 160 with the stepper, 0.5 less; 14 is within 0.5 of all three)
            timeGap: 14,
            // measured macOS 26 (datepicker/basic hidden: 95 wide, the 77.5 field and 17.5 of
            // stepper; 22 tall; datepicker/styles: compact and stepperField the same)
            stepper: CGSize(width: 17.5, height: 22)
        ),
        graphicalDatePickerSize: CGSize(width: 138.5, height: 148), // measured macOS 26 (iamcgn/swiftui-web datepicker/looks: the calendar, labels hidden)
        graphicalClockSize: CGSize(width: 119, height: 119), // measured macOS 26 (datepicker/clock: 161.5 × 119 with the label "Clock" and 8 before it)
        graphicalDatePickerGap: 18, // measured macOS 26 (datepicker/looks: calendar and clock 275.5 wide)
        graphicalDatePickerFillsWidth: false, // measured macOS 26 (datepicker/graphical: 138.5 wide in a 320 column)
        dateWheelWidth: 100, // estimate: macOS has no wheel; the field stands in
        spinnerSide: [
            .mini: 12, // estimate
            .small: 16, .regular: 32, // measured macOS 26
            .large: 32, .extraLarge: 32, // estimate
        ],
        linearProgressHeight: 20, // measured macOS 26
        progressIdealWidth: 100, // estimate
        linearProgressLabelGap: 0, // measured macOS 26
        circularProgressLabelGap: 4.74, // measured macOS 26
        gaugeBarHeight: 20, // estimate (as the progress bar)
        gaugeLabelGap: 0, // estimate
        // measured macOS 26 (iamcgn/swiftui-web gauge/accessory: the accessory circular and
        // circular-capacity styles 58 × 58, with or without a value and bounds)
        circularGaugeSide: 58,
        gaugeHeights: GaugeHeights(
            // measured macOS 26 (iamcgn/swiftui-web gauge/basic: the default and `.linearCapacity`
            // styles 40.15 tall with a label, with none (`.labelsHidden()`) and with a frame's
            // width; 60.89 with a current value label, with or without bounds' labels)
            linear: GaugeHeight(plain: 40.15087890625, withCurrentValue: 60.89306640625),
            // measured macOS 26 (gauge/accessory: `.accessoryLinear` 8 tall whatever its labels)
            accessoryLinear: GaugeHeight(plain: 8, withCurrentValue: 8),
            // measured macOS 26 (gauge/accessory: `.accessoryLinearCapacity` 52 tall with a label
            // and a current value, with or without bounds; without a value an estimate, as with)
            accessoryLinearCapacity: GaugeHeight(plain: 52, withCurrentValue: 52)
        ),
        labelIconGap: 8, // measured macOS 26
        // measured macOS 26: titles 22 in whatever the icon (list/basic, a 24 pt image; list/tint,
        // three 16 pt symbols; nav/list, a 24 pt image); the icon's place in those 22 is an
        // estimate (the label's 8 pt gap kept)
        listRowLabelIconSlot: 14, listRowLabelTitleGap: 8,
        colorWellSize: CGSize(width: 48, height: 24), // measured macOS 26 (iamcgn/swiftui-web colorpicker/basic: a well with its label hidden is 48 × 24)
        disclosureIndicator: nil, // measured macOS 26: no chevron in list rows
        disclosureGap: 0, // measured macOS 26
        groupBox: GroupBoxMetrics(
            // measured macOS 26 (iamcgn/swiftui-web groupbox/basic: the content 5 in from every
            // side of its box: plain 89.5 × 26 around a 79.5 × 16 text, nested boxes 5 apart)
            padding: 5,
            labelInside: false,
            // measured macOS 26 (groupbox/basic: a title and a 24 pt label put the content 24 and
            // 32 below the group's top, 5 of it padding)
            labelGap: 3,
            // measured macOS 26 (groupbox/basic customLabel: 10 in from the box's leading edge,
            // ending at its trailing edge, 82.5 = 72.5 + 10)
            labelIndent: 10,
            // measured macOS 26 (iamcgn/swiftui-web dark/controls: GroupBox("Settings") around a
            // 36.5 pt text is 53.5 wide, the title 43.5 = "Settings" at 11 pt; groupbox/basic: the
            // custom label 72.5 = 24 + 8 + "Custom" at 11 pt)
            labelFont: .subheadline,
            // measured macOS 26 (groupbox/basic: an 11 pt title and its 3 pt gap take 19 above the
            // box, as a 16 pt line would)
            labelMinHeight: 16
        ),
        disclosureGroup: DisclosureGroupMetrics(
            // measured macOS 26 (iamcgn/swiftui-web disclosure/basic customLabel: 11.5 in from
            // the group's leading edge, the indicator before it)
            labelIndent: 11.5,
            // measured macOS 26 (disclosure/basic: rows 24 tall for a 16 pt title, 32 for a 24 pt
            // label, which sits 4 below the group's top)
            rowPadding: 4
        ),
        textEditorInset: 5, // estimate (NSTextView's 5 pt line fragment padding)
        contentUnavailable: ContentUnavailableMetrics(
            // measured macOS 26 (iamcgn/swiftui-web unavailable/basic custom: the label, the
            // description and the button 12 apart)
            spacing: 12,
            // measured macOS 26 (unavailable/basic custom: the label 20 below the top of a view
            // its parts overfill)
            padding: 20,
            // measured macOS 26 (iamcgn/swiftui-web unavailable/basic custom: a label of a 24 pt
            // image and "No Results" is 130.5 × 38, the title alone in the large title font, bold
            // (26 pt on a 38 pt line); the image is not drawn)
            titleFont: .largeTitle.bold(),
            labelTitleOnly: true
        ),
        labeledControlsFillWidth: false, // measured macOS 26: controls keep their natural size
        listRowControlsTakeLabelHeight: false, // measured macOS 26
        // measured macOS 26 (iamcgn/swiftui-web toggle/basic: a checkbox's `Text("Hg")` label is
        // 18.5 tall, the text beside it 16; labeledcontent/basic: the label 18.5, the content 16;
        // slider/basic: a labelled slider 18.5 tall, a bare one 16)
        labelFont: .body
    )
}
