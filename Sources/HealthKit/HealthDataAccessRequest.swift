import Foundation
import LayoutLab

/// SwiftUI's way to ask for Health access (iOS 17, Apple: "healthDataAccessRequest(store:
/// shareTypes:readTypes:trigger:completion:)"): when `trigger` changes, the system sheet asks. No
/// sheet opens in a case and there is no Health data (HKHealthStore.swift), so the request is
/// accepted and its completion never called, as when the user has not answered.
nonisolated extension View {
    public func healthDataAccessRequest(
        store: HKHealthStore, shareTypes: Set<HKSampleType>, readTypes: Set<HKObjectType>? = nil,
        trigger: some Equatable, completion: @escaping (Result<Bool, any Error>) -> Void
    ) -> some View { self }

    public func healthDataAccessRequest(
        store: HKHealthStore, readTypes: Set<HKObjectType>, trigger: some Equatable,
        completion: @escaping (Result<Bool, any Error>) -> Void
    ) -> some View { self }
}
