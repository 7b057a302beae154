import GRDB

/// Records read one at a time, in the order their query gives them, so that a report holds only
/// what it keeps. Valid only inside the ``LayoutStore/read(_:)`` that made them.
public struct RecordedRows<Element> {
    private let nextElement: () throws -> Element?

    init<Records: Cursor<Element>>(_ cursor: Records) {
        nextElement = { try cursor.next() }
    }

    init(next: @escaping () throws -> Element?) {
        nextElement = next
    }

    /// The next record, or nil after the last.
    public func next() throws -> Element? {
        try nextElement()
    }
}
