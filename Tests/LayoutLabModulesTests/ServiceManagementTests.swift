#if os(Linux)
// A menu-bar app's "Launch at login" switch, as apps write it with SMAppService and, before
// macOS 13, with SMLoginItemSetEnabled and the launchd job list.
import Foundation
import ServiceManagement
import Testing

@Suite(.serialized) struct ServiceManagementTests {
    @Test func theMainAppRegistersOnceAndUnregisters() throws {
        let app = SMAppService.mainApp
        if app.status == .enabled { try app.unregister() }
        #expect(app.status == .notRegistered)
        try app.register()
        #expect(SMAppService.mainApp.status == .enabled)
        #expect((try? app.register()) == nil)
        do {
            try app.register()
        } catch let error as NSError {
            #expect(error.domain == SMAppServiceErrorDomain && error.code == kSMErrorAlreadyRegistered)
        }
        try app.unregister()
        #expect(app.status == .notRegistered)
    }

    @Test func aHelperTheBundleDoesNotHoldIsNotFound() {
        let helper = SMAppService.loginItem(identifier: "com.example.launcher")
        #expect(helper.status == .notFound)
        #expect(throws: (any Error).self) { try helper.register() }
    }

    @Test func theLegacySwitchListsTheHelperAmongTheUsersJobs() {
        let id = "com.example.legacy-launcher"
        #expect(SMLoginItemSetEnabled(id as CFString, true))
        var jobs = SMCopyAllJobDictionaries(kSMDomainUserLaunchd).takeRetainedValue() as? [NSDictionary]
        #expect(jobs?.contains { $0["Label"] as? String == id && $0["OnDemand"] as? Bool == true } == true)
        #expect((SMCopyAllJobDictionaries(kSMDomainSystemLaunchd).takeRetainedValue() as? [NSDictionary])?.isEmpty == true)
        SMLoginItemSetEnabled(id as CFString, false)
        jobs = SMCopyAllJobDictionaries(kSMDomainUserLaunchd).takeRetainedValue() as? [NSDictionary]
        #expect(jobs?.contains { $0["Label"] as? String == id } == false)
    }
}
#endif
