import LayoutLabReports

/// The borderless table lives with the reports, which print it too; commands use it through this
/// name, with the header in bold on a terminal.
typealias TextTable = LayoutLabReports.TextTable

extension LayoutLabReports.TextTable {
    func render() -> String {
        render(headerStyle: { Terminal.paint($0) { $0.bold } })
    }
}
