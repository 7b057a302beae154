-- The tap step records a `tap` action, and a `tap-target-missing` diagnostic when its view has no action.
UPDATE schema_doc SET meaning = 'onPreferenceChange, onChange, onAppear, onDisappear, task, overlayPreferenceValue, backgroundPreferenceValue, onGeometryChange, scrollTo or tap.'
WHERE object = 'pass_actions' AND column_name = 'action';
UPDATE schema_doc SET meaning = 'multiple-updates-per-frame, geometry-cycle, invalid-frame-dimension, invalid-subview-placement, invalid-render-effect, overflow, unstable, cycle, pass-limit, main-queue-unavailable, scroll-target-missing or tap-target-missing.'
WHERE object = 'run_diagnostics' AND column_name = 'code';
