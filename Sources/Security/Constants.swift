import Foundation

// The keychain's keys and values: Apple's constants, whose values are the short codes of its
// keychain format ("genp", "acct", "svce"…). Immutable strings, as Apple's constants are.
nonisolated(unsafe) public let kSecClass: CFString = "class"
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"

nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"

nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"
