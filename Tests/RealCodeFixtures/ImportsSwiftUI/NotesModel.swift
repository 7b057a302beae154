import CoreData

// The entity class of the notes fixture, in the form `layoutlab-datamodels` writes it for an
// entity `Note` (codegen "Class Definition") with an optional String `title` and a scalar
// Integer 16 `priority`: the file Xcode would generate, which imports CoreData. The view beside
// it imports SwiftUI alone.

public class Note: NSManagedObject {}

extension Note {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Note> {
        NSFetchRequest<Note>(entityName: "Note")
    }

    public var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }

    public var priority: Int16 {
        get { value(forKey: "priority") as? Int16 ?? 0 }
        set { setValue(newValue, forKey: "priority") }
    }
}

extension Note: Identifiable {}
