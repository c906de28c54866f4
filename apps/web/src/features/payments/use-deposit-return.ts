// A gateway sends the player back to the site with ?depositReference=<reference> (the
// contract's DEPOSIT_RETURN_PARAM): this opens the member centre's deposit page over it, which
// shows how that deposit stands. Mounted by the header's logged-in panel; first-load code, so it
// imports no contract (deposit-return-param.ts holds the name).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MEMBER_CENTRE_PARAM, searchWith } from '../../lib/member-centre';
import { DEPOSIT_RETURN_PARAM } from './deposit-return-param';

export function useOpenDepositOnReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.get(DEPOSIT_RETURN_PARAM) || params.get(MEMBER_CENTRE_PARAM)) return;
    // Replace, so Back from the deposit page does not land on the bare return address.
    void navigate(
      { pathname: location.pathname, search: searchWith(location.search, 'depositv2') },
      { replace: true },
    );
  }, [location.pathname, location.search, navigate]);
}
