#if os(Linux)
// Contacts as a contacts list and a "share contact" screen write them: ask for access, fetch with
// keys, fall back to a Settings prompt when denied, and build a contact to show in a card. A
// Linux machine has no address book; it answers as a device that did not allow the app.
import Contacts
import ContactsUI
import SwiftUI
import Testing

@MainActor final class ContactsListModel: ObservableObject {
    @Published var contacts: [CNContact] = []
    @Published var showSettingsPrompt = false
    @Published var lastError: String?
    private let store = CNContactStore()

    func load() {
        switch CNContactStore.authorizationStatus(for: .contacts) {
        case .authorized, .limited:
            fetch()
        case .notDetermined:
            store.requestAccess(for: .contacts) { granted, _ in
                if granted { self.fetch() }
            }
        case .denied, .restricted:
            showSettingsPrompt = true
        @unknown default:
            break
        }
    }

    func fetch() {
        let keys = [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey,
                    CNContactThumbnailImageDataKey] as [CNKeyDescriptor]
        let request = CNContactFetchRequest(keysToFetch: keys + [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)])
        request.sortOrder = .givenName
        do {
            try store.enumerateContacts(with: request) { contact, _ in
                self.contacts.append(contact)
            }
        } catch {
            lastError = error.localizedDescription
        }
    }
}

final class PickerDelegate: NSObject, CNContactPickerDelegate {
    var cancelled = false
    func contactPickerDidCancel(_ picker: CNContactPickerViewController) { cancelled = true }
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
}

@Suite struct ContactsTests {
    @MainActor @Test func theAppIsDeniedAndEveryReadThrows() async throws {
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .denied)
        let model = ContactsListModel()
        model.load()
        #expect(model.showSettingsPrompt && model.contacts.isEmpty)
        model.fetch()
        #expect(model.lastError != nil && model.contacts.isEmpty)

        let store = CNContactStore()
        var answer: (Bool, (any Error)?)?
        store.requestAccess(for: .contacts) { granted, error in answer = (granted, error) }
        #expect(answer?.0 == false && (answer?.1 as? CNError)?.code == .authorizationDenied)
        await #expect(throws: CNError(.authorizationDenied)) { try await store.requestAccess(for: .contacts) }
        do {
            _ = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Appleseed"),
                                          keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
            Issue.record("a denied fetch returned")
        } catch CNError.authorizationDenied {
            let error = CNError(.authorizationDenied) as NSError
            #expect(error.domain == CNErrorDomain && error.code == 100 && error.localizedDescription == "Access Denied")
        }
        #expect(throws: CNError(.authorizationDenied)) { try store.containers(matching: nil) }

        let contact = CNMutableContact()
        contact.givenName = "Anna"
        let save = CNSaveRequest()
        save.add(contact, toContainerWithIdentifier: nil)
        #expect(throws: CNError(.authorizationDenied)) { try store.execute(save) }
    }

    @Test func contactsTheAppMakesAreValues() throws {
        let contact = CNMutableContact()
        contact.namePrefix = "Dr."
        contact.givenName = "John"
        contact.middleName = "Q"
        contact.familyName = "Appleseed"
        contact.imageData = Data([1, 2, 3])
        contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "(408) 555-0126"))]
        contact.emailAddresses = [CNLabeledValue(label: CNLabelHome, value: "john@example.com" as NSString)]
        let address = CNMutablePostalAddress()
        address.street = "1 Infinite Loop"
        address.city = "Cupertino"
        address.state = "CA"
        address.postalCode = "95014"
        address.country = "United States"
        contact.postalAddresses = [CNLabeledValue(label: CNLabelWork, value: address)]
        contact.birthday = DateComponents(month: 4, day: 1)

        #expect(CNContactFormatter.string(from: contact, style: .fullName) == "Dr. John Q Appleseed")
        #expect(CNContactFormatter().string(from: CNContact()) == nil)
        #expect(contact.phoneNumbers.first?.value.stringValue == "(408) 555-0126")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: contact.phoneNumbers[0].label!) == "mobile")
        #expect(contact.emailAddresses.first.map { $0.value as String } == "john@example.com")
        #expect(CNPostalAddressFormatter.string(from: contact.postalAddresses[0].value, style: .mailingAddress)
                == "1 Infinite Loop\nCupertino CA 95014\nUnited States")
        #expect(contact.imageDataAvailable && contact.thumbnailImageData != nil)

        let frozen = try #require(contact.copy() as? CNContact)
        contact.givenName = "Jane"
        #expect(frozen.givenName == "John" && frozen.identifier == contact.identifier)
        let editable = try #require(frozen.mutableCopy() as? CNMutableContact)
        editable.familyName = "Doe"
        #expect(CNContactFormatter.string(from: editable, style: .fullName) == "Dr. John Q Doe")

        let relabelled = contact.phoneNumbers[0].settingLabel(CNLabelHome)
        #expect(relabelled.identifier == contact.phoneNumbers[0].identifier && relabelled.label == CNLabelHome)
        #expect(CNContact.predicateForContacts(matchingName: "apple").evaluate(with: frozen))
        #expect(CNContact.predicateForContacts(matching: CNPhoneNumber(stringValue: "408-555-0126")).evaluate(with: frozen))
    }

    @MainActor @Test func thePickerAndTheCardKeepTheirSettings() {
        let picker = CNContactPickerViewController()
        let delegate = PickerDelegate()
        picker.delegate = delegate
        picker.displayedPropertyKeys = [CNContactPhoneNumbersKey]
        picker.predicateForEnablingContact = NSPredicate(value: true)
        picker.cancel()
        #expect(delegate.cancelled)

        let new = CNContactViewController(forNewContact: nil)
        new.contactStore = CNContactStore()
        #expect(new.isNewContact && new.contact.givenName.isEmpty && new.allowsEditing)
        let card = CNContactViewController(for: CNContact())
        card.allowsEditing = false
        #expect(!card.isNewContact && !card.allowsEditing)
        _ = CNContactViewController.descriptorForRequiredKeys()
    }
}
#endif
