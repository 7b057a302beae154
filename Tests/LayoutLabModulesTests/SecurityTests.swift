#if os(Linux)
// A keychain wrapper as apps write one: save a token (delete, then add), read it back, update
// it, delete it; and the duplicate and not-found results Apple's keychain gives.
import Foundation
import Security
import Testing

enum TokenStore {
    static func save(_ value: String, account: String, service: String) -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        SecItemDelete(query as CFDictionary)
        var attributes = query
        attributes[kSecValueData as String] = Data(value.utf8)
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        return SecItemAdd(attributes as CFDictionary, nil)
    }

    static func read(account: String, service: String) -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: kCFBooleanTrue!,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }
}

@Suite struct SecurityTests {
    @Test func aTokenIsSavedReadUpdatedAndDeleted() {
        let service = "com.example.tests.security"
        #expect(TokenStore.read(account: "token", service: service) == nil)
        #expect(TokenStore.save("abc", account: "token", service: service) == errSecSuccess)
        #expect(TokenStore.read(account: "token", service: service) == "abc")
        // Saving again replaces it (the wrapper deletes first).
        #expect(TokenStore.save("def", account: "token", service: service) == errSecSuccess)
        #expect(TokenStore.read(account: "token", service: service) == "def")
        #expect(TokenStore.read(account: "other", service: service) == nil)

        let match: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                    kSecAttrAccount as String: "token"]
        var added = match
        added[kSecValueData as String] = Data("x".utf8)
        #expect(SecItemAdd(added as CFDictionary, nil) == errSecDuplicateItem)
        #expect(SecItemUpdate(match as CFDictionary, [kSecValueData as String: Data("ghi".utf8)] as CFDictionary) == errSecSuccess)
        #expect(TokenStore.read(account: "token", service: service) == "ghi")

        #expect(TokenStore.save("1", account: "second", service: service) == errSecSuccess)
        var all: CFTypeRef?
        let everything: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                         kSecReturnAttributes as String: true, kSecMatchLimit as String: kSecMatchLimitAll]
        #expect(SecItemCopyMatching(everything as CFDictionary, &all) == errSecSuccess)
        let accounts = (all as? NSArray)?.compactMap { ($0 as? NSDictionary)?[kSecAttrAccount as String] as? String }
        #expect(accounts == ["token", "second"])

        #expect(SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(match as CFDictionary) == errSecItemNotFound)
        #expect(TokenStore.read(account: "token", service: service) == nil)
        #expect((SecCopyErrorMessageString(errSecItemNotFound, nil) as String?)?.contains("could not be found") == true)
    }
}
#endif
