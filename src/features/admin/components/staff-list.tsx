// The staff, one card each (a list that reads on a phone): email, role, whether two factors are set up and the
// invitation accepted; the owner changes a role or removes someone (asked twice). The database refuses to leave
// the shop without an owner (last_owner), said on the card.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import {
  staffErrorKey,
  useRemoveStaff,
  useSetStaffRole,
  useStaffMembers,
  type StaffMember,
} from '@/features/admin/api/staff-admin';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff-access';

function StaffCard({ member, isMe }: { member: StaffMember; isMe: boolean }) {
  const { t } = useTranslation('admin-staff');
  const setRole = useSetStaffRole();
  const remove = useRemoveStaff();
  const [role, setRoleChoice] = useState<StaffRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (error: unknown) => setProblem(t(staffErrorKey(error)));
  const busy = setRole.isPending || remove.isPending;

  return (
    <li className="rounded-2xl bg-white/60 p-5 ring-1 ring-ink/5" data-testid="staff-member">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 className="font-medium [overflow-wrap:anywhere]">
          {member.email} {isMe ? <span className="text-ink/70">({t('list.you')})</span> : null}
        </h3>
        <span className="font-semibold">{t(`roles.${member.role}`)}</span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink/80">
        <li>{member.two_factor ? t('list.twoFactorOn') : t('list.twoFactorOff')}</li>
        <li>{member.accepted ? t('list.accepted') : t('list.pending')}</li>
      </ul>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          label={t('list.changeRole', { email: member.email })}
          value={role}
          onChange={(event) => setRoleChoice(event.target.value as StaffRole)}
          className="min-w-48"
        >
          {STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </SelectField>
        <Button
          variant="outline"
          disabled={busy || role === member.role}
          onClick={() => {
            setProblem(null);
            setRole.mutate(
              { userId: member.user_id, role },
              {
                onSuccess: () =>
                  toast.success(t('list.changed', { email: member.email, role: t(`roles.${role}`) })),
                onError,
              },
            );
          }}
        >
          {t('list.save')}
        </Button>
        {confirming ? null : (
          <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            {t('list.remove')}
          </Button>
        )}
      </div>
      {confirming ? (
        <div role="group" aria-label={t('list.remove')} className="mt-3 rounded-lg bg-rust/5 p-3">
          <p className="text-sm">{t('list.confirmRemove', { email: member.email })}</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <Button
              variant="destructive"
              size="sm"
              disabled={busy}
              onClick={() => {
                setProblem(null);
                remove.mutate(
                  { userId: member.user_id },
                  {
                    onSuccess: () => toast.success(t('list.removed', { email: member.email })),
                    onError,
                    onSettled: () => setConfirming(false),
                  },
                );
              }}
            >
              {t('list.confirm')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              {t('list.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      {problem ? <ErrorAlert className="mt-3">{problem}</ErrorAlert> : null}
    </li>
  );
}

/** `myId`: the signed-in owner, marked "you" in the list. */
export function StaffList({ myId }: { myId: string | null }) {
  const { t } = useTranslation('admin-staff');
  const staff = useStaffMembers();
  if (staff.isPending) return <Spinner />;
  if (staff.isError) return <ErrorAlert className="mt-4">{t('list.loadFailed')}</ErrorAlert>;
  return (
    <ul className="mt-4 grid gap-4">
      {staff.data.map((member) => (
        // Keyed by role too: after a change the card starts again from the role the database holds.
        <StaffCard key={`${member.user_id}:${member.role}`} member={member} isMe={member.user_id === myId} />
      ))}
    </ul>
  );
}
