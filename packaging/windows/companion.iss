; Inno Setup script: Companion for Windows (x64), installed for the current user.
;
;   pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\companion.spec
;   iscc /DAppVersion=<version> /DBundleDir=<repository>\dist\companion /O<repository>\dist packaging\windows\companion.iss
;
; gives dist\companion-<version>-windows-x64-setup.exe. The release workflow
; (.github/workflows/release.yml) passes the version from the package metadata.
; No administrator rights: everything goes under the user's profile and HKCU.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=1.2.3 ...
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\companion"
#endif
#define AppName "Companion"
#define AppExe "Companion.exe"
#define ScenarioProgId "Companion.Scenario"
#define ScenarioExt ".companion"

[Setup]
; A fixed AppId keeps upgrades and the uninstaller tied to one installation.
AppId={{4F0B8C2E-6A1D-4C55-9E0B-3C8E7D2A9F61}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Companion developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
SetupIconFile=..\icons\companion.ico
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
ChangesAssociations=yes
DisableProgramGroupPage=yes
OutputBaseFilename=companion-{#AppVersion}-windows-x64-setup
; The setup shows Companion's licence; the others are installed in {app}\LICENSES.
LicenseFile=..\..\LICENSE

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
; Every bundled component's licence texts, with Qt's LGPL and what it asks:
;   python -c "from companion.licences import write_folder; write_folder('dist/LICENSES')"
Source: "{#BundleDir}\..\LICENSES\*"; DestDir: "{app}\LICENSES"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; Scenario files (*.companion) open in Companion with a double-click: Explorer
; types a file by its last extension, and .companion is associated with the
; Companion.Scenario ProgID. Files of earlier releases (*.companion.json) are
; .json files to Explorer: Companion is an "Open with" choice for .json, which
; the user can make the default (docs/packaging.md).
Root: HKCU; Subkey: "Software\Classes\{#ScenarioProgId}"; ValueType: string; ValueName: ""; ValueData: "Companion scenario"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\{#ScenarioProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKCU; Subkey: "Software\Classes\{#ScenarioProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKCU; Subkey: "Software\Classes\{#ScenarioExt}"; ValueType: string; ValueName: ""; ValueData: "{#ScenarioProgId}"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKCU; Subkey: "Software\Classes\{#ScenarioExt}\OpenWithProgids"; ValueType: string; ValueName: "{#ScenarioProgId}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKCU; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ScenarioProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#ScenarioExt}"; ValueData: ""; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
