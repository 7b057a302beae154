// Security for Linux: the keychain's item calls, over an in-memory keychain for the process, so
// that an app's settings or token storage runs as written (docs/supported-api.md, "Security").
// Nothing is written to disk: items last as long as the process.
@_exported import Foundation
// Apple's imports Core Foundation: `CFString`, `CFDictionary`, `CFTypeRef` and `kCFBooleanTrue`
// come with it (from CoreGraphics here).
@_exported import CoreGraphics

public typealias OSStatus = Int32

// Apple's result codes (SecBase.h).
public let errSecSuccess: OSStatus = 0
public let errSecUnimplemented: OSStatus = -4
public let errSecParam: OSStatus = -50
public let errSecAllocate: OSStatus = -108
public let errSecUserCanceled: OSStatus = -128
public let errSecNotAvailable: OSStatus = -25291
public let errSecAuthFailed: OSStatus = -25293
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecInteractionNotAllowed: OSStatus = -25308
public let errSecDecode: OSStatus = -26275
public let errSecMissingEntitlement: OSStatus = -34018

/// The keychain: items of a class with their attributes and data, in the order they were added.
final class Keychain: @unchecked Sendable {
    static let shared = Keychain()

    struct Item {
        var attributes: [String: AnyHashable]
        var data: Data?
    }

    let lock = NSLock()
    var items: [Item] = []

    /// The attributes that identify an item of each class (Apple: "errSecDuplicateItem" is
    /// returned for a second item with the same primary key).
    static func primaryKey(of cls: String) -> [String] {
        switch cls {
        case _ where cls == kSecClassGenericPassword as String: [kSecAttrAccount, kSecAttrService, kSecAttrAccessGroup, kSecAttrSynchronizable].map { $0 as String }
        case _ where cls == kSecClassInternetPassword as String:
            [kSecAttrAccount, kSecAttrServer, kSecAttrAccessGroup, kSecAttrSynchronizable].map { $0 as String }
        default: [kSecAttrLabel, kSecAttrAccessGroup].map { $0 as String }
        }
    }
}

/// A query's entries as comparable values: strings, data, numbers and booleans as Foundation
/// hands them back, whichever way the app wrote them.
struct Query {
    var attributes: [String: AnyHashable] = [:]
    var data: Data?
    var returnData = false
    var returnAttributes = false
    var limitAll = false

    init?(_ dictionary: CFDictionary) {
        for (key, value) in dictionary {
            guard let key = (key as? String) ?? (key as? NSString).map({ String(describing: $0) }) else { return nil }
            switch key {
            case _ where key == kSecValueData as String:
                data = (value as? Data) ?? (value as? NSData).map { Data(referencing: $0) }
            case _ where key == kSecReturnData as String: returnData = Query.flag(value)
            case _ where key == kSecReturnAttributes as String: returnAttributes = Query.flag(value)
            case _ where key == kSecMatchLimit as String: limitAll = Query.text(value) == kSecMatchLimitAll as String
            case _ where key.hasPrefix("m_") || key.hasPrefix("r_") || key.hasPrefix("u_") || key == kSecUseDataProtectionKeychain as String:
                continue
            default:
                attributes[key] = Query.hashable(value)
            }
        }
    }

    static func flag(_ value: Any) -> Bool {
        (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
    }

    static func text(_ value: Any) -> String? {
        (value as? String) ?? (value as? NSString).map { String(describing: $0) }
    }

    static func hashable(_ value: Any) -> AnyHashable {
        if let text = text(value) { return text }
        if let data = value as? Data { return data }
        if let data = value as? NSData { return Data(referencing: data) }
        if let bool = value as? Bool { return bool }
        if let number = value as? NSNumber { return number.intValue }
        if let date = value as? Date { return date }
        return String(describing: value)
    }

    var itemClass: String? { attributes[kSecClass as String] as? String }

    func matches(_ item: Keychain.Item) -> Bool {
        attributes.allSatisfy { item.attributes[$0.key] == $0.value }
    }

    /// What a copy returns for an item: its data, its attributes, or both in one dictionary.
    func result(for item: Keychain.Item) -> AnyObject? {
        if returnAttributes {
            let dictionary = NSMutableDictionary()
            for (key, value) in item.attributes { dictionary[NSString(string: key)] = value.base }
            if returnData, let data = item.data { dictionary[NSString(string: kSecValueData as String)] = NSData(data: data) }
            return dictionary
        }
        if returnData, let data = item.data { return NSData(data: data) }
        return nil
    }
}

/// Adds an item; an item with the same primary key (for a generic password, its account and
/// service) is a duplicate.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = Query(attributes), let cls = query.itemClass else { return errSecParam }
    let keys = Keychain.primaryKey(of: cls)
    return Keychain.shared.lock.withLock {
        let chain = Keychain.shared
        let duplicate = chain.items.contains { item in
            item.attributes[kSecClass as String] == query.attributes[kSecClass as String]
                && keys.allSatisfy { item.attributes[$0] == query.attributes[$0] }
        }
        if duplicate { return errSecDuplicateItem }
        let item = Keychain.Item(attributes: query.attributes, data: query.data)
        chain.items.append(item)
        result?.pointee = query.result(for: item)
        return errSecSuccess
    }
}

/// Finds the first item (or, with `kSecMatchLimitAll`, every item) whose attributes include the
/// query's, and returns what the query asks for.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = Query(query), query.itemClass != nil else { return errSecParam }
    return Keychain.shared.lock.withLock {
        let found = Keychain.shared.items.filter(query.matches)
        guard let first = found.first else { return errSecItemNotFound }
        if query.limitAll {
            result?.pointee = NSArray(array: found.compactMap { query.result(for: $0) })
        } else {
            result?.pointee = query.result(for: first)
        }
        return errSecSuccess
    }
}

/// Changes the attributes and data of every item the query matches.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    guard let query = Query(query), query.itemClass != nil, let changes = Query(attributesToUpdate) else { return errSecParam }
    return Keychain.shared.lock.withLock {
        let chain = Keychain.shared
        var changed = false
        for index in chain.items.indices where query.matches(chain.items[index]) {
            chain.items[index].attributes.merge(changes.attributes) { $1 }
            if let data = changes.data { chain.items[index].data = data }
            changed = true
        }
        return changed ? errSecSuccess : errSecItemNotFound
    }
}

/// Deletes every item the query matches.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    guard let query = Query(query), query.itemClass != nil else { return errSecParam }
    return Keychain.shared.lock.withLock {
        let chain = Keychain.shared
        let before = chain.items.count
        chain.items.removeAll(where: query.matches)
        return chain.items.count < before ? errSecSuccess : errSecItemNotFound
    }
}

/// A result code's meaning, in the wording of Apple's header comments.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let message: String
    switch status {
    case errSecSuccess: message = "No error."
    case errSecUnimplemented: message = "Function or operation not implemented."
    case errSecParam: message = "One or more parameters passed to a function were not valid."
    case errSecAllocate: message = "Failed to allocate memory."
    case errSecUserCanceled: message = "User canceled the operation."
    case errSecNotAvailable: message = "No keychain is available."
    case errSecAuthFailed: message = "The user name or passphrase you entered is not correct."
    case errSecDuplicateItem: message = "The specified item already exists in the keychain."
    case errSecItemNotFound: message = "The specified item could not be found in the keychain."
    case errSecInteractionNotAllowed: message = "User interaction is not allowed."
    case errSecDecode: message = "Unable to decode the provided data."
    case errSecMissingEntitlement: message = "A required entitlement isn't present."
    default: return nil
    }
    return NSString(string: message)
}
